import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { createSupportTicket } from '../api/tickets';
import { sendFailureMessage } from './send-failure';
import { LIMITS } from '@common/limits';
import { supportRequestInput, type SupportRequestInput } from '@common/schemas/tickets';
import { useSchemaForm } from '@/lib/use-schema-form';
import { SUPPORT_MESSAGES } from '../validation';

/** docs/product.md §9: the success message closes the modal after 2 s. */
export const SUPPORT_SUCCESS_CLOSE_MS = 2000;

export interface ContactSupportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the ticket is stored (before the success message closes). */
  onSent?: () => void;
  uid: string;
  /**
   * The account's name and e-mail, shown read-only: staff reply to the account's own address, not
   * to typed text (docs/decisions/0035-contact-support-from-the-account.md).
   */
  senderName: string;
  senderEmail: string;
}

/** The form's fields in screen order, their labels and the longest text each takes (the schema's limits). */
const TICKET_FIELDS = [
  { name: 'subject', label: 'Subject', max: LIMITS.ticketSubject },
  { name: 'message', label: 'Message', max: LIMITS.ticketMessage },
] as const;

const EMPTY_TICKET: SupportRequestInput = { subject: '', message: '' };

/**
 * The form's state: a fresh form each time the modal opens, checked by the shared schema
 * (common/schemas/tickets.ts, whose limits the rules hold too), and the sent state.
 */
function useTicketForm({ open, onSent, uid }: ContactSupportDialogProps) {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: supportRequestInput,
    initial: EMPTY_TICKET,
    describeFailure: (failure) => ({ shown: sendFailureMessage(failure, SUPPORT_MESSAGES.submitFailed), logged: 'Failed to submit support request' }),
    async submit(ticket) {
      await createSupportTicket(uid, ticket);
      setSent(true);
      onSent?.();
    },
  });

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      form.reset();
      setSent(false);
    }
  }

  return { ...form, sent };
}

/** Who the request is from: the account's name and e-mail, read-only, and where to change the address. */
function SenderFields({ id, name, email }: { id: string; name: string; email: string }) {
  return (
    <>
      <TextField id={`${id}-name`} label="Name" value={name} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        id={`${id}-email`}
        label="Email"
        value={email}
        helperText={
          <>
            {SUPPORT_MESSAGES.senderHelp}{' '}
            <Link component={RouterLink} to={paths.account} color="inherit">
              {SUPPORT_MESSAGES.senderChange}
            </Link>
            .
          </>
        }
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </>
  );
}

function SupportRequestSent({ titleId }: { titleId: string }) {
  return (
    <DialogContent>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} role="status">
        <CheckCircleOutline aria-hidden="true" color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h2" id={titleId}>
          {SUPPORT_MESSAGES.sentTitle}
        </Typography>
        <Typography>{SUPPORT_MESSAGES.sentText}</Typography>
      </Stack>
    </DialogContent>
  );
}

/** The dashboard's Contact Support modal (docs/product.md §2, states of §4, error text of §8). */
export function ContactSupportDialog(props: ContactSupportDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  const fieldId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { sent, formError, busy, textField, handleSubmit } = useTicketForm(props);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, SUPPORT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      {sent ? (
        <SupportRequestSent titleId={titleId} />
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId} component="h2" variant="h3">
            Contact Support
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography>Tell us how we can help. Subject and message are required.</Typography>
              {formError && <Alert severity="error">{formError}</Alert>}
              <SenderFields id={fieldId} name={props.senderName} email={props.senderEmail} />
              {TICKET_FIELDS.map(({ name, label, max }) => (
                <FormTextField
                  key={name}
                  label={label}
                  {...textField(name)}
                  autoComplete="off"
                  maxLength={max}
                  disabled={busy}
                  multiline={name === 'message'}
                  minRows={name === 'message' ? 5 : undefined}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
            <Button size="large" variant="outlined" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              size="large"
              variant="contained"
              type="submit"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : undefined}
            >
              Send Message
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
