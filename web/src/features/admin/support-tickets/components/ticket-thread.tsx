/**
 * The thread in the ticket dialog: every follow-up, reply and internal note in order,
 * each with who wrote it and when, and a box with two clearly different actions: "Reply to member"
 * (the member reads it in the portal and gets an e-mail) and "Internal note" (staff only).
 */
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { TicketAnswerKind } from '@common/callable-contracts';
import { LIMITS } from '@common/limits';
import { readCallableError } from '@common/callable';
import { MESSAGES } from '@common/messages';
import { staffAnswerInput } from '@common/schemas/tickets';
import { formatDateTime } from '@/lib/format-date';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useQueryClient } from '@tanstack/react-query';
import { useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { answerSupportTicket, loadStaffThread, type StaffThreadEntry } from '../api/ticket-thread';

export const THREAD_TEXT = {
  heading: 'Conversation',
  loadFailed: 'Failed to load the conversation',
  empty: 'No replies or notes yet.',
  composerLabel: 'Reply or internal note',
  composerHelp: 'A reply is shown to the member in the portal and e-mailed to them. An internal note is for staff only.',
  reply: 'Reply to member',
  note: 'Internal note',
  sentReply: 'Reply sent to the member.',
  sentNote: 'Internal note added.',
} as const;

/** The box's two actions, told apart by colour and icon as well as by their words. */
const ANSWER_BUTTONS = [
  { kind: 'reply', label: THREAD_TEXT.reply, variant: 'contained', color: 'primary', Icon: SendOutlined },
  { kind: 'note', label: THREAD_TEXT.note, variant: 'outlined', color: 'warning', Icon: LockOutlined },
] as const;

function whoWrote(entry: StaffThreadEntry, sender: string): string {
  if (entry.kind === 'follow_up') return `${sender || 'Member'} (member)`;
  if (entry.kind === 'note') return `${entry.author} · internal note, staff only`;
  return `${entry.author} · reply to member`;
}

function Entry({ entry, sender }: { entry: StaffThreadEntry; sender: string }) {
  const note = entry.kind === 'note';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, bgcolor: note ? (theme) => alpha(theme.palette.warning.light, 0.12) : entry.kind === 'reply' ? 'background.paper' : 'background.default', borderStyle: note ? 'dashed' : 'solid', borderColor: note ? 'warning.main' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        {note && <LockOutlined fontSize="small" aria-hidden="true" />}
        <Typography sx={{ fontWeight: 700 }}>{whoWrote(entry, sender)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {entry.at ? formatDateTime(entry.at) : 'Just now'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Typography>
    </Paper>
  );
}

export function TicketThread({ ticketId, sender }: { ticketId: string; sender: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  /** Which of the two buttons sent the box (both submit the one form): read by the submit, and shown. */
  const answerKind = useRef<TicketAnswerKind>('reply');
  const [shownKind, setShownKind] = useState<TicketAnswerKind>('reply');
  const choose = (kind: TicketAnswerKind) => {
    answerKind.current = kind;
    setShownKind(kind);
  };
  const thread = useStaffQuery(adminKeys.tickets.thread(ticketId), () => loadStaffThread(ticketId), THREAD_TEXT.loadFailed);
  const form = useSchemaForm({
    schema: staffAnswerInput,
    initial: { text: '' },
    onPendingChange: (pending) => pending && setDone(''),
    describeFailure: (failed) => {
      const { code, message } = readCallableError(failed);
      // The function's own words for what the person can fix; anything else (network too) the generic one.
      const shown = message && ['invalid-argument', 'not-found', 'permission-denied'].includes(code) ? message : MESSAGES.ticketAnswerFailed;
      return { shown, logged: 'Failed to answer ticket' };
    },
    async submit({ text }) {
      const kind = answerKind.current;
      await answerSupportTicket(ticketId, kind, text);
      form.reset();
      setDone(kind === 'reply' ? THREAD_TEXT.sentReply : THREAD_TEXT.sentNote);
      // The thread shows the new entry; the list and its counters too, since an answer can change the ticket.
      void queryClient.invalidateQueries({ queryKey: adminKeys.tickets.all });
    },
  });
  const { error, ...text } = form.textField('text');
  const sending = form.busy ? shownKind : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography component="h3" id={headingId} sx={{ fontWeight: 700, color: 'text.secondary', fontSize: '0.9375rem', mb: 1 }}>
        {THREAD_TEXT.heading}
      </Typography>
      {thread.isPending && <Typography role="status">Loading the conversation...</Typography>}
      {thread.isError && <Alert severity="error">{THREAD_TEXT.loadFailed}</Alert>}
      {thread.isSuccess && thread.data.length === 0 && <Typography color="text.secondary">{THREAD_TEXT.empty}</Typography>}
      {thread.isSuccess && thread.data.length > 0 && (
        <Stack component="ol" spacing={1} aria-label={THREAD_TEXT.heading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {thread.data.map((entry) => (
            <Entry key={`${entry.kind}-${entry.id}`} entry={entry} sender={sender} />
          ))}
        </Stack>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          {...text}
          required={false}
          label={THREAD_TEXT.composerLabel}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(error)}
          helperText={error || THREAD_TEXT.composerHelp}
          slotProps={{ htmlInput: { maxLength: LIMITS.ticketMessage } }}
          disabled={sending !== null}
          sx={{ mt: 2 }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {ANSWER_BUTTONS.map(({ kind, label, variant, color, Icon }) => (
            <Button
              key={kind}
              type="submit"
              variant={variant}
              color={color}
              startIcon={<Icon aria-hidden="true" />}
              loading={sending === kind}
              disabled={sending !== null && sending !== kind}
              onClick={() => choose(kind)}
            >
              {label}
            </Button>
          ))}
        </Stack>
        {form.formError && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {form.formError}
          </Alert>
        )}
      </Box>
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {done}
        </Alert>
      )}
    </Box>
  );
}
