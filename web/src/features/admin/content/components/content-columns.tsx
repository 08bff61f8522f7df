import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { TableColumn } from '../../shared/admin-table';

export interface RecordActionHandlers<T> {
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** Opens the record's history (issue 12 §3). */
  onHistory: (record: T) => void;
}

/** The kind's declared columns (admin-kind.ts ColumnSpec) and the Actions column: View, Edit, History, Delete. */
export function contentColumns<T extends AdminRecord>(kind: AdminKind<T>, handlers: RecordActionHandlers<T>): TableColumn<T>[] {
  return [
    ...kind.columns.map((column) => ({ id: column.header, header: column.header, cell: column.render, width: column.width })),
    { id: 'actions', header: 'Actions', align: 'right', cell: (record) => <RecordActions kind={kind} record={record} {...handlers} /> },
  ];
}

function RecordActions<T extends AdminRecord>({ kind, record, onEdit, onDelete, onHistory }: { kind: AdminKind<T>; record: T } & RecordActionHandlers<T>) {
  const label = kind.label(record);
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <Button size="small" href={kind.memberPath(record)} aria-label={`View ${label}`}>
        View
      </Button>
      <Button size="small" variant="outlined" startIcon={<EditIcon aria-hidden="true" />} onClick={() => onEdit(record)} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button size="small" startIcon={<HistoryIcon aria-hidden="true" />} onClick={() => onHistory(record)} aria-label={`History of ${label}`}>
        History
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon aria-hidden="true" />} onClick={() => onDelete(record)} aria-label={`Delete ${label}`}>
        Delete
      </Button>
    </Box>
  );
}
