/**
 * The admin screen of one content kind (SPEC.md §2 "Admin list screens"), written once for all
 * four: 'Loading {kind}...', 'Manage {Kind}', 'New {Kind}', the red error banner, a search box over
 * the kind's search fields, the table with Edit and Delete per row. Edit and New swap the list for
 * the full-page form; after a save the list reloads and comes back. Everything kind-specific comes
 * from the AdminKind declaration; the backend from the ContentStore.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ALL, filterContent } from '@/lib/filter-records';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { ContentStore } from '../api/content-store';
import { DeleteRecordDialog } from './delete-record-dialog';
import { RecordForm } from './record-form';
import { LoadingStatus } from '@/components/ui/loading-status';

interface AdminContentScreenProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** More buttons beside 'New {Kind}' (the articles' sample article). */
  actions?: ReactNode;
}

type View<T> = { mode: 'list' } | { mode: 'form'; record: T | null; id: string };

/** Records matching the search (case-insensitive, any search field; a missing list counts as empty). */
export function searchRecords<T extends AdminRecord>(records: readonly T[], kind: Pick<AdminKind<T>, 'searchFields'>, search: string): T[] {
  return filterContent(records, { search, filter: ALL }, { searchFields: kind.searchFields, filterField: 'id' });
}

export function AdminContentScreen<T extends AdminRecord>({ kind, store, actions }: AdminContentScreenProps<T>) {
  const [view, setView] = useState<View<T>>({ mode: 'list' });
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  const state = useLoad(`admin:${kind.kind}:${version}`, () => store.list(kind), { errorLabel: kind.texts.loadError });
  const records = state.status === 'loaded' ? state.data : EMPTY;
  const shown = useMemo(() => searchRecords(records as T[], kind, search), [records, kind, search]);

  useDocumentTitle(view.mode === 'form' ? (view.record ? kind.texts.editTitle : kind.texts.createTitle) : `Manage ${kind.plural}`);

  useEffect(() => {
    // Back from the form: the focus goes to the list's heading, not to the top of the page.
    if (view.mode === 'list' && returning.current) {
      returning.current = false;
      heading.current?.focus();
    }
  }, [view]);

  const backToList = (message: string | null, reload: boolean) => {
    returning.current = true;
    setNotice(message);
    if (reload) setVersion((v) => v + 1);
    setView({ mode: 'list' });
  };

  if (view.mode === 'form') {
    return (
      <RecordForm
        key={view.id}
        kind={kind}
        store={store}
        record={view.record}
        recordId={view.id}
        onCancel={() => backToList(null, false)}
        onSaved={() => backToList(`${kind.singular} saved.`, true)}
      />
    );
  }

  const openForm = (record: T | null) => {
    setNotice(null);
    setView({ mode: 'form', record, id: record ? record.id : store.newId(kind) });
  };

  const noun = kind.singular.toLowerCase();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography ref={heading} variant="h1" tabIndex={-1}>
          Manage {kind.plural}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {actions}
          <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={() => openForm(null)}>
            New {kind.singular}
          </Button>
        </Box>
      </Box>

      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {kind.texts.loadError}
        </Alert>
      )}

      <TextField
        type="search"
        label={`Search ${kind.plural.toLowerCase()}`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        sx={{ mb: 3, maxWidth: 560 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />

      {state.status === 'loading' && (
        <LoadingStatus text={kind.texts.loading} />
      )}
      {state.status === 'loaded' && (
        <TableContainer component={Paper} variant="outlined">
          <Table>
            <caption style={visuallyHidden}>
              {kind.plural}
              {search.trim() ? `: ${shown.length} of ${records.length} match “${search.trim()}”` : `: ${records.length}`}
            </caption>
            <TableHead>
              <TableRow>
                {kind.columns.map((column) => (
                  <TableCell key={column.header} sx={{ fontWeight: 700, width: column.width }}>
                    {column.header}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((record) => {
                const label = kind.label(record);
                return (
                  <TableRow key={record.id} hover>
                    {kind.columns.map((column, i) => (
                      <TableCell key={column.header} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                        {column.render(record)}
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
                        <Button size="small" href={kind.memberPath(record)} aria-label={`View ${label}`}>
                          View
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<EditIcon aria-hidden="true" />}
                          onClick={() => openForm(record)}
                          aria-label={`Edit ${label}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          startIcon={<DeleteIcon aria-hidden="true" />}
                          onClick={() => setToDelete(record)}
                          aria-label={`Delete ${label}`}
                        >
                          Delete
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={kind.columns.length + 1} sx={{ textAlign: 'center', py: 6 }}>
                    {search.trim() ? `No ${kind.plural.toLowerCase()} match your search.` : `No ${kind.plural.toLowerCase()} yet.`}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <DeleteRecordDialog
        noun={noun}
        name={toDelete ? kind.label(toDelete) : null}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await store.remove(kind, toDelete);
          setToDelete(null);
          backToList(`${kind.singular} deleted.`, true);
        }}
      />
    </>
  );
}

const EMPTY: never[] = [];
