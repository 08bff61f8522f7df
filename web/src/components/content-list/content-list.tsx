/**
 * The list screens (articles, publications, resources, products) are one pattern: banner, filter
 * buttons (All + categories or years), a search box, a card grid and the loading / error / empty
 * states of SPEC.md §2 and §4. Each kind describes itself as data (ContentListKind) and brings its card.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoadState } from '@/lib/use-load';
import { ContentBanner } from './content-banner';
import { ALL, filterContent, searchIndex, type FilterSpec } from '@/lib/filter-records';
import { LoadingStatus } from '@/components/ui/loading-status';

/** Cards shown at first and added by "Show more": a phone stays fast with thousands of records. */
export const PAGE_SIZE = 24;

export interface ContentListKind<T> extends FilterSpec<T> {
  title: string;
  intro?: ReactNode;
  /** Plural noun for counts and "Show more" ('articles'). */
  noun: string;
  allLabel: string;
  /** Accessible name of the filter button group ('Filter by category'). */
  filterLabel: string;
  /** The filter values: fixed categories, or derived from the data (years). */
  filterOptions: readonly string[] | ((items: readonly T[]) => string[]);
  searchPlaceholder: string;
  loadingText: string;
  errorText: string;
  emptyTitle: string;
  emptyText: string;
  getKey: (item: T) => string;
  /** The card of one item; `first` is the first card shown (its picture loads at once). */
  renderCard: (item: T, first: boolean) => ReactNode;
}

interface CardCellProps<T> {
  item: T;
  first: boolean;
  renderCard: ContentListKind<T>['renderCard'];
}

// Cards out of view are not laid out or painted until scrolled near (content-visibility), so a
// keystroke that changes the list costs about one screen of layout, whatever the page size.
const CELL_SX = { display: 'flex', contentVisibility: 'auto', containIntrinsicSize: 'auto 30rem' } as const;

/**
 * One grid cell, memoized: when a keystroke narrows the list, the cards that stay are not rendered
 * again (their item, place and renderer are unchanged); only new ones are.
 */
function CardCellInner<T>({ item, first, renderCard }: CardCellProps<T>) {
  return (
    <Grid component="li" size={{ xs: 12, md: 6, lg: 4 }} sx={CELL_SX}>
      {renderCard(item, first)}
    </Grid>
  );
}
const CardCell = memo(CardCellInner) as typeof CardCellInner;

export function ContentList<T>({ kind, state }: { kind: ContentListKind<T>; state: LoadState<T[]> }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(ALL);
  const [shown, setShown] = useState({ key: '', count: PAGE_SIZE });
  const searchRef = useRef<HTMLInputElement>(null);
  const countId = useId();

  const items = state.status === 'loaded' ? state.data : EMPTY;
  const index = useMemo(() => searchIndex(items, kind), [items, kind]);
  const options = useMemo(
    () => (typeof kind.filterOptions === 'function' ? kind.filterOptions(items) : kind.filterOptions),
    [items, kind],
  );
  // The list follows each keystroke in the same frame: filtering a precomputed index is fast and
  // cards that stay are memoized (a deferred value would cost a second frame on every keystroke).
  const query = useMemo(() => ({ search, filter }), [search, filter]);
  const results = useMemo(() => filterContent(items, query, kind, index), [items, query, kind, index]);

  const queryKey = `${query.filter}\u0000${query.search}`;
  const limit = shown.key === queryKey ? shown.count : PAGE_SIZE;
  const visible = useMemo(() => (results.length > limit ? results.slice(0, limit) : results), [results, limit]);
  // The cards re-render only when the results change, not on every keystroke.
  const grid = useMemo(
    () => (
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((item, i) => (
          <CardCell key={kind.getKey(item)} item={item} first={i === 0} renderCard={kind.renderCard} />
        ))}
      </Grid>
    ),
    [visible, kind],
  );

  const clearFilters = () => {
    setSearch('');
    setFilter(ALL);
    searchRef.current?.focus();
  };

  return (
    <>
      <ContentBanner title={kind.title}>{kind.intro}</ContentBanner>

      <Paper variant="outlined" component="section" aria-label="Filter and search" sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>
        <Box role="group" aria-label={kind.filterLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {[ALL, ...options].map((value) => {
            const selected = filter === value;
            return (
              <Button
                key={value || 'all'}
                variant={selected ? 'contained' : 'outlined'}
                aria-pressed={selected}
                onClick={() => setFilter(value)}
              >
                {value === ALL ? kind.allLabel : value}
              </Button>
            );
          })}
        </Box>
        {/* OutlinedInput, not TextField: TextField's select mode would bring the menu and popover
            code into every list screen's first download. */}
        <OutlinedInput
          type="search"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={kind.searchPlaceholder}
          inputRef={searchRef}
          autoComplete="off"
          inputProps={{ 'aria-label': kind.searchPlaceholder, 'aria-describedby': state.status === 'loaded' ? countId : undefined }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          }
        />
      </Paper>

      {state.status === 'loading' && (
        <LoadingStatus text={kind.loadingText} />
      )}

      {state.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ my: 4 }}>
          {kind.errorText}
        </Alert>
      )}

      {state.status === 'loaded' && (
        <>
          <Typography id={countId} role="status" color="text.secondary" sx={{ mb: 2 }}>
            {results.length === 1 ? `Showing 1 of ${items.length} ${kind.noun}` : `Showing ${results.length} of ${items.length} ${kind.noun}`}
          </Typography>
          {results.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
                {kind.emptyTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {kind.emptyText}
              </Typography>
              <Button variant="contained" onClick={clearFilters}>
                Clear filters
              </Button>
            </Paper>
          ) : (
            <>
              {grid}
              {results.length > visible.length && (
                <Box sx={{ textAlign: 'center', mt: 4 }}>
                  <Button variant="outlined" size="large" onClick={() => setShown({ key: queryKey, count: limit + PAGE_SIZE })}>
                    Show more {kind.noun}
                  </Button>
                </Box>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}

const EMPTY: never[] = [];
