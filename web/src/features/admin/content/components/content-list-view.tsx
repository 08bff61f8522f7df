import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import { PUBLISH_STATE_LABELS, PUBLISH_STATES } from '@common/publishing';
import { ALL } from '@/lib/filter-records';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminTable } from '../../shared/admin-table';
import { ChoiceField } from '../../shared/choice-field';
import { DATE_ORDER_OPTIONS } from '../../shared/admin-list';
import { SearchField } from '../../shared/search-field';
import { contentColumns } from './content-columns';
import type { ContentList, StateFilter } from './content-list';
import { DeleteRecordDialog } from './delete-record-dialog';
import { LazyHistoryDialog, loadHistoryDialog } from './lazy-history-dialog';
import { ScheduleDialog, type PublishChange } from './publishing';

const STATE_OPTIONS: readonly { value: StateFilter; label: string }[] = [
  { value: ALL, label: 'All' },
  ...PUBLISH_STATES.map((state) => ({ value: state, label: PUBLISH_STATE_LABELS[state] })),
];

interface ContentListViewProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  content: ContentList<T>;
  headingRef: Ref<HTMLHeadingElement>;
  /** More buttons beside 'New {Kind}' (the articles' sample article). */
  actions?: ReactNode;
  notice: string | null;
  onDismissNotice: () => void;
  /** Opens the form: a record to edit, or null for a new one. */
  /** Opens the form: a record to edit (read fresh first: a failure is thrown with the message to show), or null for a new one. */
  onOpen: (record: T | null) => Promise<void>;
  onDelete: (record: T) => Promise<void>;
  /** Saves a record's publish time; a failure is thrown with the message to show. */
  onPublish: (record: T, change: PublishChange) => Promise<void>;
  /** A version was restored from the history (a save): the list reloads and says `message`. */
  onRestored: (message: string) => void;
}

/**
 * The list half of a content admin screen (docs/product.md §2): heading, New, notice, search, the state
 * filter, the table, Publish, History, Delete.
 */
export function ContentListView<T extends AdminRecord>({ kind, store, content, headingRef, actions, notice, onDismissNotice, onOpen, onDelete, onPublish, onRestored }: ContentListViewProps<T>) {
  const texts = CONTENT_TEXTS[kind.kind];
  const { list, search, setSearch, state, setState, order, setOrder } = content;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [toSchedule, setToSchedule] = useState<T | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<T | null>(null);
  const columns = useMemo(() => {
    /** Runs a row's action; what it throws is shown above the table. */
    const run = (action: () => Promise<void>) => {
      setActionError(null);
      action().catch((error: unknown) => setActionError(error instanceof Error ? error.message : String(error)));
    };
    return contentColumns(kind, {
      onEdit: (record) => run(() => onOpen(record)),
      onDelete: setToDelete,
      onHistory: (record) =>
        run(async () => {
          await loadHistoryDialog();
          setHistoryOf(record);
        }),
      onSchedule: setToSchedule,
      onPublish: (record, change) => run(() => onPublish(record, change)),
    });
  }, [kind, onOpen, onPublish]);
  const searching = search.trim();

  return (
    <>
      <AdminPageHeader title={`Manage ${texts.plural}`} headingRef={headingRef}>
        {actions}
        <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => void onOpen(null)}>
          New {texts.singular}
        </Button>
      </AdminPageHeader>
      {notice && (
        <Alert severity="success" role="status" onClose={onDismissNotice} sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      {actionError && (
        <Alert severity="error" role="alert" onClose={() => setActionError(null)} sx={{ mb: 3 }}>
          {actionError}
        </Alert>
      )}
      {/*
       * A grid, not a wrapping flex row: the theme makes every text field full width, which in a
       * flex row puts each select on a line of its own. The grid's columns size the fields instead:
       * one row on a wide screen, stacked on a phone.
       */}
      <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 35rem) 10rem 12rem' } }}>
        <SearchField label={`Search ${texts.noun}`} value={search} onChange={setSearch} />
        <ChoiceField label="Status" value={state} options={STATE_OPTIONS} onChange={setState} />
        <ChoiceField label="Sort by date" value={order} options={DATE_ORDER_OPTIONS} onChange={setOrder} />
      </Box>
      <AdminTable
        list={list}
        columns={columns}
        getKey={(record) => record.id}
        rowHeader
        caption={`${texts.plural}: ${searching ? `${list.total} of ${list.all?.length ?? 0} match “${searching}”` : list.total}`}
        emptyText={searching ? `No ${texts.noun} match your search.` : `No ${texts.noun} yet.`}
        loadingText={texts.listLoading}
        errorText={texts.listError}
      />
      <ScheduleDialog
        name={toSchedule ? kind.label(toSchedule) : null}
        publishedAt={toSchedule?.published_at ?? null}
        onClose={() => setToSchedule(null)}
        onConfirm={async (at) => {
          if (!toSchedule) return;
          await onPublish(toSchedule, at);
          setToSchedule(null);
        }}
      />
      <LazyHistoryDialog
        kind={kind}
        store={store}
        record={historyOf}
        onClose={() => setHistoryOf(null)}
        onRestored={(message) => {
          setHistoryOf(null);
          onRestored(message);
        }}
      />
      <DeleteRecordDialog
        noun={texts.singular.toLowerCase()}
        name={toDelete ? kind.label(toDelete) : null}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await onDelete(toDelete);
          setToDelete(null);
        }}
      />
    </>
  );
}
