import { LabelChip } from './label-chip';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@common/content';

const COLORS = {
  open: 'primary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'default',
} as const;

/** A ticket's status as a labelled chip: the member's requests and the admin ticket list. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const label = TICKET_STATUS_LABELS[status] ?? status;
  return <LabelChip label={label} color={COLORS[status] ?? 'default'} variant="outlined" sx={{ fontWeight: 600, fontSize: '0.95rem' }} />;
}
