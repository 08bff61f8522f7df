import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@common/content';

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

const COLORS = {
  open: 'primary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'default',
} as const;

/** A ticket's status as a labelled chip: the member's requests and the admin ticket list. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const label = TICKET_STATUS_LABELS[status] ?? status;
  return <Chip label={label} color={COLORS[status] ?? 'default'} variant="outlined" sx={{ fontWeight: 600, fontSize: '0.95rem' }} />;
}
