import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CONTENT_TEXTS, type ContentKind } from '@common/content';
import { LIST_PATHS } from '@/config/paths';
import { BackLink } from '@/components/content-detail/back-link';
import { DetailNotFound } from '@/components/content-detail/detail-states';
import { LoadingStatus } from '@/components/ui/loading-status';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { useOnline } from '@/lib/use-online';
import type { LoadState } from '@/lib/load-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReadingTracker, useResumePosition } from './reading-position';
import { CountedRecord, useCountedRecord, useRecordOpened } from './record-use';
import { SaveToggle } from './save-toggle';
import { KeepToggle } from './keep-toggle';
import { isKeepable } from '../api/kept-queries';

/** A record that does not exist: a Not Found page, or straight back to the list (docs/product.md §2). */
const WHEN_MISSING: Record<ContentKind, 'not-found' | 'back-to-list'> = {
  articles: 'not-found',
  publications: 'not-found',
  resources: 'back-to-list',
  products: 'back-to-list',
};

interface RecordDetailProps<T extends { id: string }> {
  kind: ContentKind;
  state: LoadState<T | null>;
  /** The browser tab's title for a loaded record. */
  title: (record: T) => string;
  /** The kind's own view of a loaded record. */
  view: (record: T) => ReactNode;
}

/** A detail page: the loading, error and missing states every kind shares, and the kind's view. */
export function RecordDetail<T extends { id: string }>({ kind, state, title, view }: RecordDetailProps<T>) {
  const texts = CONTENT_TEXTS[kind];
  const online = useOnline();
  // Offline, a page that was not kept (or no longer shown: api/kept-queries.ts) needs a connection; it is not missing.
  if (!online && state.status !== 'loading' && !(state.status === 'loaded' && state.data)) return <NeedsConnection />;
  if (state.status === 'loading') {
    // data-awaiting-record: a record page's boot screen that already paints the record stays until the view is here (app/route-shells.ts).
    return (
      <div data-awaiting-record="">
        <LoadingStatus text={texts.recordLoading} />
      </div>
    );
  }
  if (state.status === 'loaded' && state.data) {
    return (
      <RecordPage kind={kind} title={title(state.data)} record={state.data}>
        {view(state.data)}
      </RecordPage>
    );
  }
  if (state.status === 'loaded' && WHEN_MISSING[kind] === 'back-to-list') return <Navigate to={LIST_PATHS[kind]} replace />;
  return (
    <DetailNotFound
      title={texts.notFoundTitle}
      message={state.status === 'error' ? texts.recordError : texts.notFoundMessage}
      backHref={LIST_PATHS[kind]}
      backLabel={texts.backLabel}
    />
  );
}

/**
 * A loaded record: the way back, the actions on the record (Keep for offline, Save), the kind's view;
 * an article or resource also keeps where the member stopped reading (Continue reading) and returns
 * there. An article, publication or resource counts its opening (and its tools their use) for Insights.
 */
function RecordPage({ kind, title, record, children }: { kind: ContentKind; title: string; record: { id: string; slug?: string }; children: ReactNode }) {
  useDocumentTitle(title);
  useReadingTracker(kind, { ...record, title });
  useResumePosition();
  const counted = useCountedRecord(kind, record.id);
  useRecordOpened(counted);
  return (
    <CountedRecord.Provider value={counted}>
      <Box component="article">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2, '& > a': { mb: 0 } }}>
          <BackLink href={LIST_PATHS[kind]}>{CONTENT_TEXTS[kind].backLabel}</BackLink>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {isKeepable(kind) && <KeepToggle kind={kind} record={record as { id: string } & Record<string, unknown>} title={title} />}
            <SaveToggle kind={kind} id={record.id} title={title} variant="button" />
          </Box>
        </Box>
        {children}
      </Box>
    </CountedRecord.Provider>
  );
}
