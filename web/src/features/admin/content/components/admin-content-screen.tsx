/**
 * The admin screen of one content kind (SPEC.md §2 "Admin list screens"), written once for all
 * four: the list (content-list-view.tsx) and the full-page form (record-form.tsx). Edit and New
 * swap the list for the form; after a save the list reloads and comes back. Everything
 * kind-specific comes from the AdminKind declaration; the backend from the ContentStore.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { useContentList } from './content-list';
import { ContentListView } from './content-list-view';
import { RecordForm } from './record-form';

interface AdminContentScreenProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** More buttons beside 'New {Kind}' (the articles' sample article). */
  actions?: ReactNode;
}

type View<T> = { mode: 'list' } | { mode: 'form'; record: T | null; id: string };

export function AdminContentScreen<T extends AdminRecord>({ kind, store, actions }: AdminContentScreenProps<T>) {
  const texts = CONTENT_TEXTS[kind.kind];
  const [view, setView] = useState<View<T>>({ mode: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const content = useContentList(kind, store);
  const heading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const { reload } = content.list;

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

  const openForm = useCallback(
    (record: T | null) => {
      setNotice(null);
      setView({ mode: 'form', record, id: record ? record.id : store.newId(kind) });
    },
    [kind, store],
  );

  if (view.mode === 'form') {
    return (
      <RecordForm
        key={view.id}
        kind={kind}
        store={store}
        record={view.record}
        recordId={view.id}
        onCancel={() => backToList(null, false)}
        onSaved={() => backToList(`${texts.singular} saved.`, true)}
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
      onRestored={(message) => backToList(message, true)}
    />
  );
}
