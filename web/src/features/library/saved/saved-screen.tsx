/**
 * `/saved`: the records the member saved, grouped by kind, newest saved first in each,
 * with the kinds' own cards and a Remove button. The saved set is the one the Save toggles share;
 * the cards read the kinds' summaries by id, and a record unpublished or deleted since is left out.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CONTENT_KIND_NAMES, CONTENT_TEXTS, type ContentKind } from '@common/content';
import { savedItemId } from '@common/documents';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/lib/use-online';
import { savedSummariesQuery, useSavedChange, useSavedSet, type SavedItem, type SavedSummary } from '../api/saved-items';
import type { LibrarySummaries } from '../api/content-sources';
import { ArticleCard } from '../articles/article-card';
import { FailureMessage, SAVE_TEXTS, SaveFailureContext } from '../components/save-toggle';
import { ProductCard } from '../products/product-card';
import { PublicationCard } from '../publications/publication-card';
import { ResourceCard } from '../resources/resource-card';
import { KeptSection } from './kept-section';

export const SAVED_TEXTS = {
  title: 'Saved items',
  subtitle: 'What you saved to read again, newest first. Save more with the bookmark on any article, publication, resource or product.',
  loading: 'Loading saved items...',
  error: 'Failed to load your saved items. Please try again later.',
  emptyTitle: 'Nothing saved yet',
  emptyText: 'Use Save (the bookmark) on an article, publication, resource or product, and it appears here.',
  remove: 'Remove',
  offline: 'Your saved items need a connection. The pages you kept for offline are above.',
} as const;

/** Each kind's card, a level below its group's heading. */
const CARDS: { [K in ContentKind]: (summary: LibrarySummaries[K]) => ReactNode } = {
  articles: (article) => <ArticleCard article={article} headingLevel={3} />,
  publications: (publication) => <PublicationCard publication={publication} headingLevel={3} />,
  resources: (resource) => <ResourceCard resource={resource} headingLevel={3} />,
  products: (product) => <ProductCard product={product} headingLevel={3} />,
};

const titleOf = (entry: SavedSummary) => (entry.kind === 'products' ? entry.summary.name : entry.summary.title);

export function SavedScreen() {
  const { user } = useSession();
  useDocumentTitle(SAVED_TEXTS.title);
  // Offline, only the pages kept on this device are shown; the saved set is the server's.
  const online = useOnline();
  const saved = useSavedSet(online ? user?.uid : undefined);
  const [message, setMessage] = useState<string | null>(null);
  const report = useCallback((text: string) => setMessage(text), []);
  return (
    <SaveFailureContext.Provider value={report}>
      <PageHeading subtitle={SAVED_TEXTS.subtitle}>{SAVED_TEXTS.title}</PageHeading>
      <KeptSection />
      {!online && <Typography data-offline-line="">{SAVED_TEXTS.offline}</Typography>}
      {online && saved.isPending && <LoadingStatus text={SAVED_TEXTS.loading} />}
      {saved.isError && (
        <Alert severity="error" role="alert" sx={{ my: 4 }}>
          {SAVED_TEXTS.error}
        </Alert>
      )}
      {saved.isSuccess && user && <SavedGroups uid={user.uid} saved={saved.data} onFailure={report} />}
      <FailureMessage message={message} onClose={() => setMessage(null)} />
    </SaveFailureContext.Provider>
  );
}

function SavedGroups({ uid, saved, onFailure }: { uid: string; saved: readonly SavedItem[]; onFailure: (message: string) => void }) {
  // The summaries are read for what was saved when the screen opened; a removal only hides its card.
  const [opened] = useState<readonly SavedItem[]>(saved);
  const summaries = useQuery(savedSummariesQuery(uid, opened));
  const change = useSavedChange(uid);
  const groups = useMemo(() => {
    if (!summaries.data) return [];
    const still = new Set(saved.map((item) => savedItemId(item.kind, item.id)));
    const shown = summaries.data.filter((entry) => still.has(savedItemId(entry.kind, entry.summary.id)));
    return CONTENT_KIND_NAMES.map((kind) => ({ kind, entries: shown.filter((entry) => entry.kind === kind) })).filter((group) => group.entries.length > 0);
  }, [summaries.data, saved]);

  if (summaries.isPending) return <LoadingStatus text={SAVED_TEXTS.loading} />;
  if (summaries.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ my: 4 }}>
        {SAVED_TEXTS.error}
      </Alert>
    );
  }
  if (groups.length === 0) return <NothingSaved />;

  const remove = (entry: SavedSummary) => {
    change.mutateAsync({ kind: entry.kind, id: entry.summary.id, save: false }).catch((error: unknown) => {
      console.error('Failed to remove a saved item', error);
      onFailure(SAVE_TEXTS.removeFailed);
    });
  };

  return groups.map(({ kind, entries }) => (
    <Box component="section" key={kind} aria-labelledby={`saved-${kind}`} sx={{ mb: 5 }}>
      <Typography variant="h2" id={`saved-${kind}`} sx={{ mb: 2 }}>
        {CONTENT_TEXTS[kind].plural}
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Grid key={entry.summary.id} component="li" size={{ xs: 12, md: 6, lg: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {(CARDS[entry.kind] as (summary: SavedSummary['summary']) => ReactNode)(entry.summary)}
            <Button variant="outlined" color="error" aria-label={`${SAVED_TEXTS.remove}: ${titleOf(entry)}`} onClick={() => remove(entry)} sx={{ alignSelf: 'flex-start' }}>
              {SAVED_TEXTS.remove}
            </Button>
          </Grid>
        ))}
      </Grid>
    </Box>
  ));
}

function NothingSaved() {
  return (
    <EmptyState
      title={SAVED_TEXTS.emptyTitle}
      text={SAVED_TEXTS.emptyText}
      action={
        <Button variant="contained" href={paths.blog}>
          Browse articles
        </Button>
      }
    />
  );
}
