import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { TICKET_STATUSES, type TicketStatus } from '@common/content';
import { ALL } from '@/lib/filter-records';
import { TICKET_STATUS_LABELS } from '@/components/ui/ticket-status-chip';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { StatCounters } from '../../shared/stat-counters';
import { useAdminList } from '../../shared/use-admin-list';
import { getSupportTickets } from '../api/get-support-tickets';
import { updateSupportTicket } from '../api/update-support-ticket';
import { countTicketsByStatus, filterTickets, STATUS_FILTER_OPTIONS, TICKETS_MESSAGES, type AdminTicket, type StatusFilter } from '../tickets';
import { TicketDialog } from './ticket-dialog';
import { TicketsTable } from './tickets-table';
import { LoadingStatus } from '@/components/ui/loading-status';

const NO_TICKETS: AdminTicket[] = [];

/**
 * /admin/support-tickets (SPEC.md §2, §4, §8): a counter per status, search and status filter, the
 * tickets table, and the modal that sets a status and saves the admin's notes.
 */
export function SupportTicketsScreen() {
  const { state, reload, busy } = useAdminList(getSupportTickets, TICKETS_MESSAGES.loadFailed);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const [selected, setSelected] = useState<AdminTicket | null>(null);

  const tickets = state.status === 'loaded' ? state.data : NO_TICKETS;
  const counts = useMemo(() => countTicketsByStatus(tickets), [tickets]);
  // Typing stays responsive: the table catches up with the text at lower priority.
  const query = useDeferredValue(useMemo(() => ({ search, status }), [search, status]));
  const shown = useMemo(() => filterTickets(tickets, query), [tickets, query]);

  async function handleUpdate(ticket: AdminTicket, change: { status: TicketStatus; adminNotes: string }) {
    await updateSupportTicket(ticket.id, change);
    reload();
    setSelected(null);
  }

  return (
    <>
      <AdminPageHeader title="Support Tickets" onRefresh={reload} busy={busy} />

      {state.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {TICKETS_MESSAGES.loadFailed}
        </Alert>
      )}

      {state.status === 'loading' && (
        <LoadingStatus text={'Loading support tickets...'} />
      )}

      {state.status === 'loaded' && (
        <>
          <StatCounters
            label="Tickets by status"
            items={TICKET_STATUSES.map((s) => ({ label: TICKET_STATUS_LABELS[s], value: counts[s] }))}
          />
          <Paper
            component="section"
            variant="outlined"
            aria-label="Search and filter tickets"
            sx={{ p: { xs: 2, md: 2.5 }, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 14rem' } }}
          >
            <TextField
              type="search"
              label="Search tickets"
              placeholder="Subject, message, name or e-mail"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
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
            <TextField
              select
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {STATUS_FILTER_OPTIONS.map((option) => (
                <option key={option.value || 'all'} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          </Paper>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            Showing {shown.length} of {tickets.length} tickets
          </Typography>
          <TicketsTable tickets={shown} resetKey={`${query.status}\u0000${query.search}`} onView={setSelected} />
        </>
      )}

      <TicketDialog ticket={selected} onClose={() => setSelected(null)} onUpdate={handleUpdate} />
    </>
  );
}
