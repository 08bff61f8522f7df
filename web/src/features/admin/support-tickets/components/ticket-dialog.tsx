import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type TicketStatus } from '@common/content';
import { LIMITS } from '@common/limits';
import { TicketStatusChip } from '@/components/ui/ticket-status-chip';
import { formatDateTime } from '@/lib/format-date';
import { TicketThread } from './ticket-thread';
import { replyHref, TICKET_ACTIONS, TICKETS_MESSAGES, type AdminTicket } from '../tickets';

export interface TicketDialogProps {
  /** The ticket shown; null keeps the dialog closed. */
  ticket: AdminTicket | null;
  onClose: () => void;
  /** Stores the change; rejects when it failed. */
  onUpdate: (ticket: AdminTicket, change: { status: TicketStatus; notes: string }) => Promise<void>;
}

const LABEL = { fontWeight: 700, color: 'text.secondary', fontSize: '0.9375rem' } as const;

/**
 * The ticket modal (docs/product.md §2, §4): subject, sender (the account's current name and e-mail, with a
 * reply link), sent date and time, the whole message, the conversation since (follow-ups, replies,
 * internal notes) with its Reply to member / Internal note box, the Admin Notes box (the staff-only
 * notes saved so far) and the three status buttons. On success
 * the parent reloads the list and closes it; on failure it stays open with 'Failed to update ticket'.
 */
export function TicketDialog({ ticket, onClose, onUpdate }: TicketDialogProps) {
  const titleId = useId();
  const notesId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const open = ticket !== null;
  const [wasOpen, setWasOpen] = useState(false);
  const [last, setLast] = useState<AdminTicket | null>(null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState<TicketStatus | null>(null);
  const [failed, setFailed] = useState(false);

  // Opening shows the ticket's saved notes; closing clears the box (docs/product.md §4).
  if (open !== wasOpen) {
    setWasOpen(open);
    setNotes(ticket ? ticket.notes : '');
    setFailed(false);
  }
  // The last ticket stays on screen while the dialog fades out.
  if (ticket && ticket !== last) setLast(ticket);

  async function update(status: TicketStatus) {
    if (!ticket || saving) return;
    setSaving(status);
    setFailed(false);
    try {
      await onUpdate(ticket, { status, notes: notes.trim() });
    } catch (error) {
      console.error('Failed to update ticket', error);
      setFailed(true);
    } finally {
      setSaving(null);
    }
  }

  const view = ticket ?? last;
  return (
    <Dialog
      open={ticket !== null}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      {view && (
        <>
          <DialogTitle id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {view.subject}
          </DialogTitle>
          <DialogContent>
            <TicketDetails ticket={view} />
            <TicketThread ticketId={view.id} sender={view.name || view.email} />
            <TextField
              id={notesId}
              label="Admin Notes"
              multiline
              minRows={4}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              helperText={`${notes.length.toLocaleString('en-US')} / ${LIMITS.adminNotes.toLocaleString('en-US')} characters`}
              slotProps={{ htmlInput: { maxLength: LIMITS.adminNotes } }}
            />
            {failed && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {TICKETS_MESSAGES.updateFailed}
              </Alert>
            )}
          </DialogContent>
          <TicketDialogActions saving={saving} onCancel={onClose} onUpdate={update} />
        </>
      )}
    </Dialog>
  );
}

/**
 * The sender account's name and e-mail: a verified address as a reply link, an unverified one as
 * text marked unverified (it may be someone else's); a note when the account is gone.
 */
function Sender({ ticket }: { ticket: AdminTicket }) {
  const { name, email } = ticket;
  if (!email) return <>{name || TICKETS_MESSAGES.unknownSender}</>;
  const href = replyHref(ticket);
  const address = href ? <Link href={href}>{email}</Link> : ticket.email_verified ? email : `${email}, ${TICKETS_MESSAGES.unverified}`;
  return name ? (
    <>
      {name} ({address})
    </>
  ) : (
    address
  );
}

/** Who sent the ticket and when, its status and its whole message. */
function TicketDetails({ ticket: view }: { ticket: AdminTicket }) {
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '7rem 1fr' }, columnGap: 2, rowGap: 1, m: 0, mb: 2 }}>
        <Typography component="dt" sx={LABEL}>
          From
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          <Sender ticket={view} />
        </Typography>
        <Typography component="dt" sx={LABEL}>
          Received
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <time dateTime={view.created_at.toISOString()}>{formatDateTime(view.created_at)}</time>
        </Typography>
        <Typography component="dt" sx={LABEL}>
          Status
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <TicketStatusChip status={view.status} />
        </Box>
      </Box>
      <Typography component="h3" sx={{ ...LABEL, mb: 1 }}>
        Message
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'background.default' }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{view.message}</Typography>
      </Paper>
    </>
  );
}

/** Cancel and the three status buttons (docs/product.md §2); the pressed one shows a spinner while saving. */
function TicketDialogActions({ saving, onCancel, onUpdate }: { saving: TicketStatus | null; onCancel: () => void; onUpdate: (status: TicketStatus) => void }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onCancel} disabled={saving !== null}>
        Cancel
      </Button>
      {TICKET_ACTIONS.map((action) => (
        <Button
          key={action.status}
          variant={action.status === 'resolved' ? 'contained' : 'outlined'}
          onClick={() => onUpdate(action.status)}
          aria-busy={saving === action.status}
          startIcon={saving === action.status ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {action.label}
        </Button>
      ))}
    </DialogActions>
  );
}
