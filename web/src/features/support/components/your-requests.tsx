import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/ui/label-chip';
import { TicketStatusChip } from '@/components/ui/ticket-status-chip';
import { paths } from '@/config/paths';
import { LazyAlert } from '@/components/ui/lazy-alert';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { SUPPORT_MESSAGES } from '../validation';
import type { TicketsState } from './use-member-tickets';

/**
 * "Your requests" (docs/decisions/0010-support-conversations-and-mail.md): the member's own tickets, newest first, with their
 * status and "New reply" when staff answered since they last looked, each opening its thread. On
 * the dashboard the newest few (DASHBOARD_REQUESTS, all it read) and a link to all of them; on
 * /support, a page at a time ("Show more" reads the next ones by query).
 */
export function YourRequests({
  state,
  onShowMore,
  headingLevel = 'h3',
}: {
  state: TicketsState;
  /** /support: reads the next page. Without it (the dashboard), a link to all the requests instead. */
  onShowMore?: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const tickets = state.status === 'loaded' ? state.tickets : [];
  return (
    <Box component="section" aria-labelledby="your-requests-heading" aria-busy={state.status === 'loading'}>
      <Typography variant={headingLevel === 'h2' ? 'h2' : 'h3'} component={headingLevel} id="your-requests-heading" sx={headingLevel === 'h3' ? { fontSize: '1.25rem', mb: 1.5 } : { mb: 2 }}>
        Your requests
      </Typography>
      {state.status === 'loading' && (
        <Stack spacing={1} role="status" aria-label="Loading your requests">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={72} />
          ))}
        </Stack>
      )}
      {state.status === 'error' && <LazyAlert severity="error">{SUPPORT_MESSAGES.loadFailed}</LazyAlert>}
      {state.status === 'loaded' && tickets.length === 0 && <Typography color="text.secondary">{SUPPORT_MESSAGES.none}</Typography>}
      {state.status === 'loaded' && tickets.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tickets.map((ticket) => (
            <Paper
              key={ticket.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Link component={RouterLink} to={paths.supportRequest(ticket.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {ticket.subject}
                </Link>
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
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {ticket.newReply && <LabelChip label="New reply" color="secondary" size="small" sx={{ fontWeight: 700 }} />}
                <TicketStatusChip status={ticket.status} />
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {state.status === 'loaded' && state.more === 'error' && (
        <LazyAlert severity="error" sx={{ mt: 1.5 }}>
          {SUPPORT_MESSAGES.moreFailed}
        </LazyAlert>
      )}
      {!onShowMore && state.status === 'loaded' && tickets.length > 0 && (
        <Link component={RouterLink} to={paths.supportRequests} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
          All your requests
        </Link>
      )}
      {onShowMore && state.status === 'loaded' && state.hasMore && (
        <Button variant="outlined" onClick={onShowMore} loading={state.more === 'loading'} sx={{ mt: 1.5 }}>
          Show more requests
        </Button>
      )}
    </Box>
  );
}
