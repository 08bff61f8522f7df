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
import { useQueryClient } from '@tanstack/react-query';
import { useAdminList, useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { countTicketsByStatus, supportTicketPages } from '../api/support-ticket-pages';
import { updateSupportTicket } from '../api/update-support-ticket';
import { STATUS_FILTER_OPTIONS, TICKETS_MESSAGES, type AdminTicket, type StatusFilter } from '../tickets';
import { TicketDialog } from './ticket-dialog';
import { ticketsColumns } from './tickets-columns';

const TABLE_TEXTS = {
  label: 'Support tickets',
  emptyText: 'No support tickets found',
  loadingText: 'Loading support tickets...',
  errorText: TICKETS_MESSAGES.loadFailed,
};

/**
 * /admin/support-tickets (docs/product.md §2, §4, §8): a counter per status, search and status filter, the
 * tickets table, and the modal that sets a status and saves the admin's notes. The table reads a page
 * at a time and the counters are counts: the screen stays light as tickets pile up.
 */
export function SupportTicketsScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const list = useAdminList(adminKeys.tickets.list, supportTicketPages, { search, filter: status, order: 'newest' }, TICKETS_MESSAGES.loadFailed);
  const counts = useStaffQuery(adminKeys.tickets.counts, countTicketsByStatus, TICKETS_MESSAGES.loadFailed);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<AdminTicket | null>(null);
  const columns = useMemo(() => ticketsColumns(setSelected), []);
  const total = counts.data ? TICKET_STATUSES.reduce((sum, s) => sum + counts.data[s], 0) : null;

  // The list, the counters and any thread are read again.
  function refresh() {
    void queryClient.invalidateQueries({ queryKey: adminKeys.tickets.all });
  }

  async function handleUpdate(ticket: AdminTicket, change: { status: TicketStatus; notes: string }) {
    await updateSupportTicket(ticket.id, change);
    refresh();
    setSelected(null);
  }

  return (
    <>
      <AdminPageHeader title="Support Tickets" onRefresh={refresh} busy={list.busy} />
      {!counts.isError && (
        <StatCounters
          label="Tickets by status"
          items={TICKET_STATUSES.map((s) => ({ label: TICKET_STATUS_LABELS[s], value: counts.data ? counts.data[s] : null }))}
        />
      )}
      {list.status === 'loaded' && (
        <>
          <Paper
            component="section"
            variant="outlined"
            aria-label="Search and filter tickets"
            sx={{ p: { xs: 2, md: 2.5 }, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 14rem' } }}
          >
            <SearchField label="Search tickets" placeholder="Subject, message, name or e-mail" value={search} onChange={setSearch} />
            <ChoiceField label="Status" value={status} options={STATUS_FILTER_OPTIONS} onChange={setStatus} />
          </Paper>
          {total !== null && (
            <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
              {total.toLocaleString('en-US')} {total === 1 ? 'ticket' : 'tickets'} in all
            </Typography>
          )}
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
