import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { clampLines } from '@/components/content-list/clamp';
import { TicketStatusChip } from '@/components/ui/ticket-status-chip';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { KEEP_WORDS, wrappableAddress, type TableColumn } from '../../shared/admin-table';
import { TICKETS_MESSAGES, type AdminTicket } from '../tickets';

/**
 * docs/product.md §2: Ticket (subject and message), Contact (the sender account's current name and e-mail),
 * Status, Created, View.
 */
export function ticketsColumns(onView: (ticket: AdminTicket) => void): TableColumn<AdminTicket>[] {
  return [
    {
      id: 'ticket',
      header: 'Ticket',
      cell: (ticket) => (
        <>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{ticket.subject}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', ...clampLines(2) }}>
            {ticket.message}
          </Typography>
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (ticket) => (
        <>
          <Typography sx={KEEP_WORDS}>{ticket.name || (ticket.email ? '' : TICKETS_MESSAGES.unknownSender)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={KEEP_WORDS}>
            {wrappableAddress(ticket.email)}
          </Typography>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (ticket) => <TicketStatusChip status={ticket.status} /> },
    {
      id: 'created',
      header: 'Created',
      width: '9rem',
      cell: (ticket) => <time dateTime={isoDate(ticket.created_at)}>{formatShortDate(ticket.created_at)}</time>,
    },
    {
      id: 'view',
      header: 'View',
      fit: true,
      cell: (ticket) => (
        <Button variant="outlined" size="small" aria-label={`View ticket: ${ticket.subject}`} onClick={() => onView(ticket)}>
          View
        </Button>
      ),
    },
  ];
}
