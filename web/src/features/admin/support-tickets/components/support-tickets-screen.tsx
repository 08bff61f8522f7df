import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@common/content';
import { ALL } from '@/lib/filter-records';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminTable } from '../../shared/admin-table';
import { ChoiceField } from '../../shared/choice-field';
import { SearchField } from '../../shared/search-field';
import { StatCounters } from '../../shared/stat-counters';
import { useAdminList, type BrowserSource } from '../../shared/admin-list';
import { getSupportTickets } from '../api/get-support-tickets';
import { updateSupportTicket } from '../api/update-support-ticket';
import { countTicketsByStatus, filterTickets, STATUS_FILTER_OPTIONS, TICKETS_MESSAGES, type AdminTicket, type StatusFilter } from '../tickets';
import { TicketDialog } from './ticket-dialog';
import { ticketsColumns } from './tickets-columns';

const NO_TICKETS: readonly AdminTicket[] = [];

const TABLE_TEXTS = {
  label: 'Support tickets',
  emptyText: 'No support tickets found',
  loadingText: 'Loading support tickets...',
  errorText: TICKETS_MESSAGES.loadFailed,
};

const TICKETS_SOURCE: BrowserSource<AdminTicket> = {
  mode: 'browser',
  load: () => getSupportTickets(),
  matches: (tickets, query) => filterTickets(tickets, { search: query.search, status: query.filter as StatusFilter }),
  dateOf: (ticket) => ticket.created_at,
};

/**
 * /admin/support-tickets (SPEC.md §2, §4, §8): a counter per status, search and status filter, the
 * tickets table, and the modal that sets a status and saves the admin's notes.
 */
export function SupportTicketsScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const list = useAdminList(TICKETS_SOURCE, { search, filter: status, order: 'newest' }, TICKETS_MESSAGES.loadFailed);
  const [selected, setSelected] = useState<AdminTicket | null>(null);
  const tickets = list.all ?? NO_TICKETS;
  const counts = useMemo(() => countTicketsByStatus(tickets), [tickets]);
  const columns = useMemo(() => ticketsColumns(setSelected), []);

  async function handleUpdate(ticket: AdminTicket, change: { status: TicketStatus; notes: string }) {
    await updateSupportTicket(ticket.id, change);
    list.reload();
    setSelected(null);
  }

  return (
    <>
      <AdminPageHeader title="Support Tickets" onRefresh={list.reload} busy={list.busy} />
      {list.status === 'loaded' && (
        <>
          <StatCounters label="Tickets by status" items={TICKET_STATUSES.map((s) => ({ label: TICKET_STATUS_LABELS[s], value: counts[s] }))} />
          <Paper
            component="section"
            variant="outlined"
            aria-label="Search and filter tickets"
            sx={{ p: { xs: 2, md: 2.5 }, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 14rem' } }}
          >
            <SearchField label="Search tickets" placeholder="Subject, message, name or e-mail" value={search} onChange={setSearch} />
            <ChoiceField label="Status" value={status} options={STATUS_FILTER_OPTIONS} onChange={setStatus} />
          </Paper>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            Showing {list.total} of {tickets.length} tickets
          </Typography>
        </>
      )}
      <AdminTable
        list={list}
        columns={columns}
        getKey={(ticket) => ticket.id}
        {...TABLE_TEXTS}
      />
      <TicketDialog ticket={selected} onClose={() => setSelected(null)} onUpdate={handleUpdate} />
    </>
  );
}
