import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TicketStatusChip } from '@/components/ui/ticket-status-chip';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { SUPPORT_MESSAGES } from '../validation';
import type { TicketsState } from './use-member-tickets';

/**
 * "Your requests" (DECISIONS.md §5): the member's own tickets, newest first, with their status, a
 * few at a time ("Show more" reads the next ones by query).
 */
export function YourRequests({ state, onShowMore }: { state: TicketsState; onShowMore: () => void }) {
  return (
    <Box component="section" aria-labelledby="your-requests-heading" aria-busy={state.status === 'loading'}>
      <Typography variant="h3" id="your-requests-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Your requests
      </Typography>
      {state.status === 'loading' && (
        <Stack spacing={1} role="status" aria-label="Loading your requests">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {state.status === 'error' && <Alert severity="error">{SUPPORT_MESSAGES.loadFailed}</Alert>}
      {state.status === 'loaded' && state.page.tickets.length === 0 && <Typography color="text.secondary">{SUPPORT_MESSAGES.none}</Typography>}
      {state.status === 'loaded' && state.page.tickets.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.page.tickets.map((ticket) => (
            <Paper
              key={ticket.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{ticket.subject}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {ticket.createdAt ? (
                    <>
                      Sent <time dateTime={isoDate(ticket.createdAt)}>{formatShortDate(ticket.createdAt)}</time>
                    </>
                  ) : (
                    'Sent just now'
                  )}
                </Typography>
              </Box>
              <TicketStatusChip status={ticket.status} />
            </Paper>
          ))}
        </Stack>
      )}
      {state.status === 'loaded' && state.more === 'error' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {SUPPORT_MESSAGES.moreFailed}
        </Alert>
      )}
      {state.status === 'loaded' && state.page.next && (
        <Button variant="outlined" onClick={onShowMore} loading={state.more === 'loading'} sx={{ mt: 1.5 }}>
          Show more requests
        </Button>
      )}
    </Box>
  );
}
