/**
 * The admin screen of one content kind (docs/product.md §2 "Admin list screens"), written once for all
 * four: the list (content-list-view.tsx) and the full-page form (record-form.tsx). Edit and New
 * swap the list for the form; a save, a delete or a publishing action invalidates the kind's
 * queries, so the list that comes back is read again. Everything
 * kind-specific comes from the AdminKind declaration; the backend from the ContentStore.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTENT_TEXTS } from '@common/content';
import { formatDateTime } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { SaveConflictError } from '../api/save-conflict';
import { adminKeys } from '../../query-keys';
import { STAFF_READ } from '../../shared/admin-list';
import { useContentList } from './content-list';
import { ContentListView } from './content-list-view';
import type { PublishChange } from './publishing';
import { RecordForm } from './record-form';
import type { SavedAs } from './use-record-form';

/** What the list says after a publishing action. */
function publishedNotice(singular: string, change: PublishChange): string {
  if (change === 'now') return `${singular} published: members can read it now.`;
  if (change === null) return `${singular} unpublished: it is a draft again, and members no longer see it.`;
  return `${singular} scheduled: members can read it from ${formatDateTime(change)}.`;
}

/** What the list says after the form saved (docs/product.md §4): what members now see of the record. */
export function savedNotice(singular: string, savedAs: SavedAs, publishedAt: Date | null, now = new Date()): string {
  if (savedAs === 'published') return publishedNotice(singular, 'now');
  if (savedAs === 'draft') return 'Draft saved: members cannot see it yet.';
  if (publishedAt && publishedAt > now) return `${singular} saved: members can read it from ${formatDateTime(publishedAt)}.`;
  return `${singular} saved.`;
}

interface AdminContentScreenProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** More buttons beside 'New {Kind}' (the articles' sample article). */
  actions?: ReactNode;
}

type View<T> = { mode: 'list' } | { mode: 'form'; record: T | null; id: string; startValues?: FormValues };

/**
 * Router state that opens the screen on a new record's form with these values (Insights' "Write an
 * article" passes the words members searched for as the title).
 */
export interface NewRecordState {
  newRecord: FormValues;
}

function newRecordOf(state: unknown): FormValues | null {
  const values = (state as Partial<NewRecordState> | null)?.newRecord;
  return values && typeof values === 'object' ? values : null;
}

export function AdminContentScreen<T extends AdminRecord>({ kind, store, actions }: AdminContentScreenProps<T>) {
  const texts = CONTENT_TEXTS[kind.kind];
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View<T>>(() => {
    const startValues = newRecordOf(location.state);
    return startValues ? { mode: 'form', record: null, id: store.newId(kind), startValues } : { mode: 'list' };
  });
  // Used once: going back to this entry, or reloading it, shows the list.
  const startedNew = newRecordOf(location.state) !== null;
  useEffect(() => {
    if (startedNew) void navigate(location.pathname, { replace: true, state: null });
  }, [startedNew, navigate, location.pathname]);
  const [notice, setNotice] = useState<string | null>(null);
  const content = useContentList(kind, store);
  const heading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const queryClient = useQueryClient();
  // Everything read of this kind (the list, records, histories) is read again where it shows.
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: adminKeys.content.kind(kind.kind) }), [queryClient, kind.kind]);

  useDocumentTitle(view.mode === 'form' ? (view.record ? texts.editTitle : texts.createTitle) : `Manage ${texts.plural}`);

  useEffect(() => {
    // Back from the form: the focus goes to the list's heading, not to the top of the page.
    if (view.mode === 'list' && returning.current) {
      returning.current = false;
      heading.current?.focus();
    }
  }, [view]);

  const backToList = (message: string | null, changed: boolean) => {
    returning.current = true;
    setNotice(message);
    if (changed) reload();
    setView({ mode: 'list' });
  };

  /**
   * The list holds summaries: an edit or a publishing action starts from the record as
   * stored now; one that is gone reloads the list and says so.
   */
  const storedRecord = useCallback(
    async (record: T): Promise<T> => {
      let fresh: T | null;
      try {
        fresh = await queryClient.fetchQuery({ queryKey: adminKeys.content.record(kind.kind, record.id), queryFn: () => store.read(kind, record.id), ...STAFF_READ });
      } catch (error) {
        console.error(texts.recordError, error);
        throw new Error(`${texts.recordError}. Please try again.`, { cause: error });
      }
      if (fresh) return fresh;
      reload();
      throw new Error(`“${kind.label(record)}” was deleted meanwhile. The list now shows what is stored.`);
    },
    [kind, store, texts.recordError, reload, queryClient],
  );

  const openForm = useCallback(
    async (record: T | null) => {
      setNotice(null);
      const stored = record ? await storedRecord(record) : null;
      setView({ mode: 'form', record: stored, id: stored ? stored.id : store.newId(kind) });
    },
    [kind, store, storedRecord],
  );

  if (view.mode === 'form') {
    return (
      <RecordForm
        key={view.id}
        kind={kind}
        store={store}
        record={view.record}
        recordId={view.id}
        startValues={view.startValues}
        onCancel={() => backToList(null, false)}
        onSaved={(_result, savedAs) => backToList(savedNotice(texts.singular, savedAs, view.record?.published_at ?? null), true)}
      />
    );
  }
  return (
    <ContentListView
      kind={kind}
      store={store}
      content={content}
      headingRef={heading}
      actions={actions}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      onOpen={openForm}
      onDelete={async (record) => {
        await store.remove(kind, record);
        backToList(`${texts.singular} deleted.`, true);
      }}
      onPublish={async (listed, change) => {
        const record = await storedRecord(listed);
        try {
          await store.save(kind, { id: record.id, original: record, values: kind.toValues(record), publish: change });
        } catch (error) {
          console.error(`Failed to publish ${texts.singular.toLowerCase()}`, error);
          reload();
          if (error instanceof SaveConflictError) {
            const by = error.changedBy ? ` by ${error.changedBy}` : '';
            const when = error.changedAt ? ` on ${formatDateTime(error.changedAt)}` : '';
            throw new Error(`“${kind.label(record)}” was changed${by}${when} since this list was loaded, so nothing was changed. The list now shows the saved version.`, { cause: error });
          }
          throw new Error(`Failed to change when members see “${kind.label(record)}”. Please try again.`, { cause: error });
        }
        backToList(publishedNotice(texts.singular, change), true);
      }}
      onRestored={(message) => backToList(message, true)}
    />
  );
}
