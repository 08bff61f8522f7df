import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { publishState } from '@common/publishing';
import { paths } from '@/config/paths';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { TableColumn } from '../../shared/admin-table';
import { PublishChip, PublishMenu, type PublishChange } from './publishing';

export interface RecordActionHandlers<T> {
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** Publish now (now), Unpublish (null). */
  onPublish: (record: T, change: PublishChange) => void;
  /** Opens the schedule dialog. */
  onSchedule: (record: T) => void;
  /** Opens the record's history. */
  onHistory: (record: T) => void;
}

/**
 * The kind's declared columns (admin-kind.ts ColumnSpec), its state and the Actions
 * column: View (a draft or scheduled record: Preview, as members will see it), Publish, Edit,
 * History, Delete.
 */
export function contentColumns<T extends AdminRecord>(kind: AdminKind<T>, handlers: RecordActionHandlers<T>): TableColumn<T>[] {
  return [
    ...kind.columns.map((column) => ({ id: column.header, header: column.header, cell: column.render, width: column.width })),
    { id: 'status', header: 'Status', cell: (record) => <PublishChip publishedAt={record.published_at} /> },
    { id: 'actions', header: 'Actions', align: 'right', fit: true, cell: (record) => <RecordActions kind={kind} record={record} {...handlers} /> },
  ];
}

function RecordActions<T extends AdminRecord>({ kind, record, onEdit, onDelete, onPublish, onSchedule, onHistory }: { kind: AdminKind<T>; record: T } & RecordActionHandlers<T>) {
  const label = kind.label(record);
  const live = publishState(record.published_at) === 'published';
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {live ? (
        <Button size="small" href={kind.memberPath(record)} aria-label={`View ${label}`}>
          View
        </Button>
      ) : (
        <Button size="small" href={paths.admin.preview(kind.kind, record.id)} aria-label={`Preview ${label}`}>
          Preview
        </Button>
      )}
      <PublishMenu
        label={label}
        publishedAt={record.published_at}
        onPublishNow={() => onPublish(record, 'now')}
        onSchedule={() => onSchedule(record)}
        onUnpublish={() => onPublish(record, null)}
      />
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
