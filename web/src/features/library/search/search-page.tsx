import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_TEXTS } from '@common/content';
import { clampLines } from '@/components/content-list/clamp';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeading } from '@/components/ui/page-heading';
import { useSearchMisses } from '@/lib/search-misses';
import { loadSearchMissReport } from '../api/search-miss-report';
import { Highlighted, MARK_STYLE } from './highlighted';
import { groupHits, hitDetail, hitPath, hitTitle, type SearchHit } from './search-hits';
import { useLibraryIndex, useSearchHits } from './use-library-search';

/** A line of the record's own text under its name (excerpt, abstract, description). */
function hitText(hit: SearchHit): string {
  switch (hit.kind) {
    case 'articles':
      return hit.summary.excerpt;
    case 'publications':
      return hit.summary.abstract;
    case 'resources':
    case 'products':
      return hit.summary.description;
  }
}

/**
 * The library search's results page (`/search?q=`): every match, grouped by kind, best first. A
 * query that finds nothing counts for Insights.
 */
export function SearchResultsScreen({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { state, load } = useLibraryIndex();
  const hits = useSearchHits(state, query);
  const groups = groupHits(hits);

  useEffect(load, [load]);

  // The page's query is a committed search: it counts as soon as it is known to find nothing.
  const misses = useSearchMisses(loadSearchMissReport);
  const found = state.status === 'ready' ? hits.length : null;
  useEffect(() => {
    misses?.update(query, found);
    misses?.commit();
  }, [misses, query, found]);

  return (
    <>
      <PageHeading subtitle="Articles, publications, resources and products, best matches first.">Search the library</PageHeading>
      {/* Keyed by the query: going back to another query shows that query in the field. */}
      <SearchForm key={query} query={query} onSearch={onSearch} />
      {!query ? (
        <Typography>Type a word above, such as a condition, a treatment or a product, and press Search.</Typography>
      ) : state.status === 'error' ? (
        <Typography color="error" role="alert">
          Search is not available right now. Please try again later.
        </Typography>
      ) : state.status !== 'ready' ? (
        <LoadingStatus text="Searching the library..." />
      ) : hits.length === 0 ? (
        <Box role="status">
          <Typography variant="h2" sx={{ mb: 1 }}>
            No results for “{query}”
          </Typography>
          <Typography>Check the spelling, try another word for it, or use fewer words.</Typography>
        </Box>
      ) : (
        <>
          <Typography role="status" sx={{ mb: 3 }}>
            {hits.length} {hits.length === 1 ? 'result' : 'results'} for “{query}”
          </Typography>
          {groups.map((group) => (
            <Box component="section" key={group.kind} aria-labelledby={`results-${group.kind}`} sx={{ mb: 4 }}>
              <Typography variant="h2" id={`results-${group.kind}`} sx={{ mb: 1.5 }}>
                {CONTENT_TEXTS[group.kind].plural} ({group.total})
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, ...MARK_STYLE }}>
                {group.hits.map((hit) => (
                  <ResultItem key={hit.summary.id} hit={hit} />
                ))}
              </Box>
            </Box>
          ))}
        </>
      )}
    </>
  );
}

function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 4, maxWidth: 640 }}>
      <TextField
        type="search"
        label="Search for"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" sx={{ px: 3 }}>
        Search
      </Button>
    </Box>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  const detail = hitDetail(hit);
  return (
    <Box component="li" sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 2, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        <Link component={RouterLink} to={hitPath(hit)}>
          <Highlighted text={hitTitle(hit)} terms={hit.terms} />
        </Link>
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {detail}
        </Typography>
      )}
      <Typography sx={clampLines(2)}>
        <Highlighted text={hitText(hit)} terms={hit.terms} />
      </Typography>
    </Box>
  );
}
