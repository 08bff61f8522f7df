import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { CONTENT_TEXTS } from '@common/content';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useSearchMisses } from '@/lib/search-misses';
import { loadSearchMissReport } from '../api/search-miss-report';
import { Highlighted, MARK_STYLE } from './highlighted';
import { groupHits, hitDetail, hitPath, hitTitle, type SearchHit } from './search-hits';
import { useLibraryIndex, useSearchHits, type IndexState } from './use-library-search';

/** Hits of each kind the popup shows; the results page shows them all. */
const PER_KIND = 4;
export const SEARCH_LABEL = 'Search the library';

/**
 * The library search of the top navigation: a search field where the bar has room
 * (600–899 px at the browser's usual text size, where the links are in the menu, and from 1200 px:
 * the theme's breakpoints, in em), else a search button that opens the field over the bar. The index loads at the field's first focus.
 */
export function LibrarySearch() {
  const theme = useTheme();
  const { values, unit } = theme.breakpoints;
  const roomy = useMediaQuery(`(min-width:${values.sm}${unit}) and (max-width:${values.md - 0.05}${unit}), (min-width:${values.lg}${unit})`, { noSsr: true });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (roomy) return <SearchCombobox />;
  return (
    <>
      <IconButton ref={buttonRef} color="inherit" aria-label={SEARCH_LABEL} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open && (
        <Box sx={{ position: 'absolute', inset: 0, zIndex: 1, display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, bgcolor: 'primary.main' }}>
          <SearchCombobox
            autoFocus
            onDone={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
          <IconButton
            color="inherit"
            aria-label="Close search"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </>
  );
}

interface ComboboxProps {
  autoFocus?: boolean;
  /** Escape on an empty field, or a result opened: the field over the bar closes. */
  onDone?: () => void;
}

/** An ARIA combobox: type, arrows move through the results, Enter opens one (or, with none chosen, all results). */
export function SearchCombobox({ autoFocus, onDone }: ComboboxProps) {
  const navigate = useNavigate();
  const { state, load } = useLibraryIndex();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const hits = useSearchHits(state, text);
  const groups = groupHits(hits, PER_KIND);
  const shown = groups.flatMap((group) => group.hits);
  const query = text.trim();
  // The options in order: the shown hits, then "all results".
  const count = query ? shown.length + 1 : 0;
  const expanded = focused && !dismissed && query !== '';
  // A search typed here that finds nothing counts once typing stops; Enter opens /search, which counts it.
  const misses = useSearchMisses(loadSearchMissReport, useLocation().key);
  useEffect(() => misses?.update(text, state.status === 'ready' ? hits.length : null), [misses, text, state.status, hits.length]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId derives from listId, fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function open(target: string) {
    setText('');
    setActive(-1);
    setDismissed(true);
    onDone?.();
    navigate(target);
  }
  const openOption = (i: number) => open(i < shown.length ? hitPath(shown[i]!) : paths.searchFor(query));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to it.
      setActive((current) => ((current + step + 1 + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter') {
      if (!query) return;
      event.preventDefault();
      if (expanded && active >= 0) openOption(active);
      else open(paths.searchFor(query));
    } else if (event.key === 'Escape') {
      if (expanded) setDismissed(true);
      else if (text) setText('');
      else onDone?.();
      setActive(-1);
    }
  }

  return (
    <Box sx={{ position: 'relative', flex: { xs: 1, sm: '0 1 260px', lg: '0 1 240px' }, minWidth: { xs: 0, sm: 160 } }}>
      <SearchIcon aria-hidden="true" sx={{ position: 'absolute', left: 10, top: 10, zIndex: 1, color: 'text.secondary', pointerEvents: 'none' }} />
      <Box
        component="input"
        type="search"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search the library"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        sx={{
          display: 'block',
          width: '100%',
          height: 44,
          pl: 5,
          pr: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          '&:focus': { outline: '3px solid #ffbf47', outlineOffset: '2px' },
        }}
      />
      <Box role="status" sx={visuallyHidden}>
        {expanded ? statusText(state, query, hits.length) : ''}
      </Box>
      <Paper
        elevation={8}
        // Clicking a result must not blur the field first (the popup would close under the pointer).
        onMouseDown={(event) => event.preventDefault()}
        sx={{
          display: expanded ? 'block' : 'none',
          // Phones: the width of the screen under the bar; wider: under the field, its right edges aligned.
          position: { xs: 'fixed', sm: 'absolute' },
          top: { xs: 68, sm: 'calc(100% + 6px)' },
          left: { xs: 8, sm: 'auto' },
          right: { xs: 8, sm: 0 },
          width: { sm: 460 },
          maxWidth: 'calc(100vw - 16px)',
          maxHeight: { xs: 'calc(100vh - 80px)', sm: '70vh' },
          overflowY: 'auto',
          zIndex: 'modal',
          color: 'text.primary',
          ...MARK_STYLE,
        }}
      >
        {(state.status !== 'ready' || hits.length === 0) && (
          <Typography sx={{ px: 2, py: 1.5 }} aria-hidden="true">
            {statusText(state, query, hits.length)}
          </Typography>
        )}
        <Box role="listbox" id={listId} aria-label="Search results" sx={{ py: 0.5 }}>
          {groups.map((group) => {
            const headingId = `${listId}-${group.kind}`;
            return (
              <Box key={group.kind} role="group" aria-labelledby={headingId}>
                <Typography
                  id={headingId}
                  role="presentation"
                  sx={{ px: 2, pt: 1, pb: 0.5, fontSize: '0.875rem', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}
                >
                  {CONTENT_TEXTS[group.kind].plural}
                  {group.total > group.hits.length ? ` (${group.hits.length} of ${group.total})` : ''}
                </Typography>
                {group.hits.map((hit) => {
                  const i = shown.indexOf(hit);
                  return <HitOption key={`${hit.kind}/${hit.summary.id}`} id={optionId(i)} hit={hit} active={i === active} onOpen={() => openOption(i)} />;
                })}
              </Box>
            );
          })}
          {query && (
            <Option id={optionId(shown.length)} active={active === shown.length} onOpen={() => openOption(shown.length)}>
              <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>Show all results for “{query}”</Typography>
            </Option>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function statusText(state: IndexState, query: string, found: number): string {
  if (state.status === 'error') return 'Search is not available right now. Please try again later.';
  if (state.status !== 'ready') return 'Loading the library...';
  if (found === 0) return `No matches for “${query}”. Try another word, or fewer words.`;
  return `${found} ${found === 1 ? 'result' : 'results'}. Use the arrow keys to choose one, Enter to open it.`;
}

interface OptionProps {
  id: string;
  active: boolean;
  onOpen: () => void;
  children: ReactNode;
}

function Option({ id, active, onOpen, children }: OptionProps) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      onClick={onOpen}
      sx={{
        px: 2,
        py: 1,
        minHeight: 44,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        boxShadow: active ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}

function HitOption({ hit, ...props }: Omit<OptionProps, 'children'> & { hit: SearchHit }) {
  const detail = hitDetail(hit);
  return (
    <Option {...props}>
      <Typography sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        <Highlighted text={hitTitle(hit)} terms={hit.terms} />
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Option>
  );
}
