/**
 * The list screens (articles, publications, resources, products) are one pattern: banner, filter
 * buttons (All + categories or years), a search box, a card grid and the loading / error / empty
 * states of docs/product.md §2 and §4. Each kind describes itself as data (ContentListKind: its texts from
 * CONTENT_TEXTS, its filter and its card).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { LIST_PAGE_SIZE, type ContentTexts } from '@common/content';
import { LazyAlert } from '@/components/ui/lazy-alert';
import type { LoadState } from '@/lib/load-state';
import { ContentBanner } from './content-banner';
import { FIRST_FRAME_CARDS, firstFrameCards, TYPING_PAUSE_MS } from './first-frame';
import { ALL, filterContent, searchIndex, type FilterSpec } from '@/lib/filter-records';
import { EmptyState } from '@/components/ui/empty-state';
import { staticStyles } from '@/components/ui/static-styles';
import { theme } from '@/lib/theme';
import { useAfterPaint } from '@/lib/after-paint';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ListSettling } from '@/components/ui/list-settling';
import { OFFLINE_TEXTS } from '@/components/ui/needs-connection';
import { useOnline } from '@/lib/use-online';
import { useSearchMisses, type LoadSearchMissReport } from '@/lib/search-misses';


/**
 * A list screen's data: loading, failed, the whole list, or only its newest page while the rest
 * is on its way (searching and filtering then wait for the whole list).
 */
export type ContentListState<T> = LoadState<T[]> | { status: 'newest'; data: T[] };

export interface ContentListKind<T> extends FilterSpec<T> {
  /** CONTENT_TEXTS[kind]: banner, labels and the loading / error / empty texts. */
  texts: ContentTexts;
  intro?: ReactNode;
  /** The filter values: fixed categories, or derived from the data (years). */
  filterOptions: readonly string[] | ((items: readonly T[]) => string[]);
  /** The card of one item; `first` is the first card shown (its picture loads at once). */
  renderCard: (item: T, first: boolean) => ReactNode;
  /** Loads what gets a search that found nothing in the whole list (lib/search-misses.ts says which count). */
  loadSearchMissReport?: LoadSearchMissReport;
}

interface CardCellProps<T> {
  item: T;
  first: boolean;
  renderCard: ContentListKind<T>['renderCard'];
}

/*
 * The grid: one column, two from md, three from lg, the theme's spacing 3 between (MUI's Grid with
 * sizes xs 12, md 6, lg 4), written once as classes (components/ui/static-styles) rather than an
 * MUI Grid item per card. Cards out of view are not laid out or painted until scrolled near
 * (content-visibility), so showing a whole page costs about one screen of layout, whatever the page
 * size. The first row is always drawn: it is in view under the search box, and a card put in with
 * content-visibility: auto costs its frame a second pass (Chromium lays it out skipped, finds it in
 * view, then lays it out again), which about doubled the rendering of a keystroke's frame: the
 * cells a keystroke brings are mostly that row (first-frame.ts).
 */
staticStyles(
  'card-grid',
  `
.pmc-card-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(3)}; grid-template-columns: minmax(0, 1fr); }
${theme.breakpoints.up('md')} { .pmc-card-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${theme.breakpoints.up('lg')} { .pmc-card-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.pmc-card-grid > li { display: flex; min-width: 0; content-visibility: auto; contain-intrinsic-size: auto 30rem; }
.pmc-card-grid > li:nth-child(-n + ${FIRST_FRAME_CARDS}) { content-visibility: visible; }
`,
);

/**
 * One grid cell, memoized: when a keystroke narrows the list, the cards that stay are not rendered
 * again (their item, place and renderer are unchanged); only new ones are.
 */
function CardCellInner<T>({ item, first, renderCard }: CardCellProps<T>) {
  return <li>{renderCard(item, first)}</li>;
}
const CardCell = memo(CardCellInner) as typeof CardCellInner;

export function ContentList<T extends { id: string }>({ kind, state }: { kind: ContentListKind<T>; state: ContentListState<T> }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(ALL);
  const [shown, setShown] = useState({ key: '', count: LIST_PAGE_SIZE });
  const searchRef = useRef<HTMLInputElement>(null);
  const countId = useId();
  const { texts } = kind;
  // Offline, the list holds only the kept pages (features/library/api/use-content): it says so.
  const online = useOnline();

  const hasData = state.status === 'loaded' || state.status === 'newest';
  const items = hasData ? state.data : EMPTY;
  const index = useMemo(() => searchIndex(items, kind), [items, kind]);
  const options = useMemo(
    () => (typeof kind.filterOptions === 'function' ? kind.filterOptions(items) : kind.filterOptions),
    [items, kind],
  );
  // The list follows each keystroke in the same frame: filtering a precomputed index is fast, cards
  // that stay are memoized, and the grid renders its first cards at once and the rest deferred.
  const query = useMemo(() => ({ search, filter }), [search, filter]);
  const results = useMemo(() => filterContent(items, query, kind, index), [items, query, kind, index]);
  // "Show more" counts for the query it was pressed on; a new query starts again at one page.
  const queryKey = `${filter}\u0000${search}`;
  const limit = shown.key === queryKey ? shown.count : LIST_PAGE_SIZE;
  // With only the newest page here, a search or a filter waits for the whole list.
  const waiting = state.status === 'loading' || (state.status === 'newest' && (search !== '' || filter !== ALL));
  // Filter values taken from the data (a publication's years) show with the data, and the search box
  // with them: drawn before, the buttons would arrive with the list and, wrapping onto more lines on
  // a phone, push the search box down under the reader (a layout shift).
  const filtersShown = typeof kind.filterOptions !== 'function' || hasData;
  const misses = useSearchMisses(kind.loadSearchMissReport);
  // What the words find in the whole list: under a filter, no results may only mean another category.
  useEffect(() => {
    if (!misses) return;
    const found = state.status !== 'loaded' ? null : results.length > 0 || filter === ALL ? results.length : filterContent(items, { search, filter: ALL }, kind, index).length;
    misses.update(search, found);
  }, [misses, state.status, results, filter, items, search, kind, index]);

  const clearFilters = () => {
    // The search box keeps its own text (see FilterAndSearch).
    if (searchRef.current) searchRef.current.value = '';
    setSearch('');
    setFilter(ALL);
    searchRef.current?.focus();
  };

  return (
    <>
      <Banner title={texts.listTitle}>{kind.intro}</Banner>
      {!online && (
        <Typography sx={{ mb: 2, fontWeight: 500 }} data-offline-line="">
          {OFFLINE_TEXTS.listLine}
        </Typography>
      )}
      {filtersShown && (
        <FilterAndSearch
          texts={texts}
          options={options}
          filter={filter}
          onFilter={setFilter}
          onSearch={setSearch}
          onCommit={misses?.commit}
          searchRef={searchRef}
          describedBy={state.status === 'loaded' ? countId : undefined}
        />
      )}

      {waiting && <LoadingStatus text={texts.listLoading} />}

      {state.status === 'error' && (
        <LazyAlert severity="error" role="alert" sx={{ my: 4 }}>
          {texts.listError}
        </LazyAlert>
      )}

      {state.status === 'newest' && !waiting && (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {`Showing the newest ${items.length} ${texts.noun}; loading the rest...`}
          </Typography>
          <CardGrid results={items} limit={LIST_PAGE_SIZE} kind={kind} />
        </>
      )}

      {state.status === 'loaded' && (
        <>
          <Typography id={countId} role="status" color="text.secondary" sx={{ mb: 2 }}>
            {`Showing ${results.length} of ${items.length} ${texts.noun}`}
          </Typography>
          {results.length === 0 ? (
            <EmptyResults texts={texts} onClear={clearFilters} />
          ) : (
            <CardGrid results={results} limit={limit} onMore={() => setShown({ key: queryKey, count: limit + LIST_PAGE_SIZE })} kind={kind} />
          )}
        </>
      )}
    </>
  );
}

/**
 * The filter buttons and the search box, memoized like the banner: a keystroke renders neither
 * again. The box keeps its own text (an uncontrolled input: the list follows its changes), so typing
 * re-renders only the results; Clear filters empties it through `searchRef`.
 */
const FilterAndSearch = memo(function FilterAndSearch({
  texts,
  options,
  filter,
  onFilter,
  onSearch,
  onCommit,
  searchRef,
  describedBy,
}: {
  texts: ContentTexts;
  options: readonly string[];
  filter: string;
  onFilter: (value: string) => void;
  onSearch: (value: string) => void;
  /** Enter in the search box. */
  onCommit?: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** The result count's id, once there is one. */
  describedBy: string | undefined;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Filter and search" sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>
      <Box role="group" aria-label={texts.filterLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {[ALL, ...options].map((value) => {
          const selected = filter === value;
          return (
            <Button key={value || 'all'} variant={selected ? 'contained' : 'outlined'} aria-pressed={selected} onClick={() => onFilter(value)}>
              {value === ALL ? texts.allLabel : value}
            </Button>
          );
        })}
      </Box>
      {/* OutlinedInput, not TextField: TextField's select mode would bring the menu and popover code
          into every list screen's first download. */}
      <OutlinedInput
        type="search"
        fullWidth
        defaultValue=""
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') onCommit?.();
        }}
        placeholder={texts.searchPlaceholder}
        inputRef={searchRef}
        autoComplete="off"
        inputProps={{ 'aria-label': texts.searchPlaceholder, 'aria-describedby': describedBy }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden="true" />
          </InputAdornment>
        }
      />
    </Paper>
  );
});

function EmptyResults({ texts, onClear }: { texts: ContentTexts; onClear: () => void }) {
  return (
    <EmptyState
      title={texts.emptyTitle}
      text={texts.emptyText}
      action={
        <Button variant="contained" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}

interface CardGridProps<T> {
  results: T[];
  /** How many results are shown; "Show more" asks for the next page. */
  limit: number;
  /** Omitted while the results are not all there yet. */
  onMore?: () => void;
  kind: ContentListKind<T>;
}

function CardGrid<T extends { id: string }>({ results, limit, onMore, kind }: CardGridProps<T>) {
  const visible = useMemo(() => (results.length > limit ? results.slice(0, limit) : results), [results, limit]);
  // New results (a keystroke, a filter) and the first view show in this frame their first cards and
  // the cards already on screen (memoized: nothing to render, nothing to remove and put back). The
  // first view shows the whole page once that frame is painted (the first card's picture is asked
  // for sooner); new results once they have stood TYPING_PAUSE_MS and a frame is painted, so a
  // keystroke's frame waits on nothing else. "Show more" (same results, higher limit) shows all at once.
  const page = useMemo(() => ({ results, visible }), [results, visible]);
  const painted = useAfterPaint(page, NOT_YET, TYPING_PAUSE_MS);
  const settled = painted.results === results;
  // The cards shown: derived from the cards the grid showed before (which a keystroke's frame keeps
  // when they stay), updated during render when the page or its settling changes.
  const [cards, setCards] = useState(() => ({ visible, settled, shown: settled ? visible : firstFrameCards(visible, EMPTY) }));
  let shown = cards.shown;
  if (cards.visible !== visible || cards.settled !== settled) {
    shown = settled ? visible : firstFrameCards(visible, cards.shown);
    setCards({ visible, settled, shown });
  }
  // The cards re-render only when the results change, not on every keystroke.
  const grid = useMemo(
    () => (
      <ul className="pmc-card-grid">
        {shown.map((item) => (
          <CardCell key={item.id} item={item} first={item === visible[0]} renderCard={kind.renderCard} />
        ))}
      </ul>
    ),
    [shown, visible, kind],
  );
  // Between two keystrokes, the cards a keystroke brings show their text and keep their pictures'
  // places; their pictures and saved checks go out once typing pauses (no requests, decoding, load
  // events or reads per keystroke).
  const typing = !settled && painted !== NOT_YET;
  return (
    <>
      <ListSettling.Provider value={typing}>{grid}</ListSettling.Provider>
      {onMore && results.length > visible.length && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={onMore}>
            Show more {kind.texts.noun}
          </Button>
        </Box>
      )}
    </>
  );
}

const EMPTY: never[] = [];

/** The grid's results and page before its first paint. */
const NOT_YET: { results: never[]; visible: never[] } = { results: [], visible: [] };
const Banner = memo(ContentBanner);
