/**
 * `/support/{id}`: one request as a conversation (the request, the member's
 * follow-ups and staff replies, oldest first, with server times and who wrote each) and a follow-up
 * form while the request is not closed. Opening a thread with a new reply marks it seen.
 */
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@common/limits';
import { followUpInput } from '@common/schemas/tickets';
import { PageHeading } from '@/components/ui/page-heading';
import { TicketStatusChip } from '@/components/ui/ticket-status-chip';
import { paths } from '@/config/paths';
import { PRACTICE } from '@/config/practice';
import { formatDateTime, isoDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { useSession } from '@/lib/session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { loadMemberThread, markThreadSeen, sendFollowUp, type MemberThread, type ThreadMessage } from '../api/thread';
import { SUPPORT_MESSAGES } from '../validation';
import { sendFailureMessage } from './send-failure';

function Message({ message }: { message: ThreadMessage }) {
  const staff = message.from === 'staff';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, ml: staff ? 0 : { sm: 6 }, mr: staff ? { sm: 6 } : 0, bgcolor: staff ? 'background.paper' : 'background.default' }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {staff ? `${message.author || 'Staff'} · ${PRACTICE.shortName} staff` : 'You'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {message.at ? <time dateTime={isoDate(message.at)}>{formatDateTime(message.at)}</time> : 'Just now'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
    </Paper>
  );
}

export function FollowUpForm({ uid, thread, onSent }: { uid: string; thread: MemberThread; onSent: () => void }) {
  const id = useId();
  const form = useSchemaForm({
    schema: followUpInput,
    initial: { text: '' },
    describeFailure: (failed) => ({ shown: sendFailureMessage(failed, SUPPORT_MESSAGES.followUpFailed), logged: 'Failed to send a follow-up' }),
    async submit({ text }) {
      await sendFollowUp(uid, thread.id, thread.status, text);
      form.reset();
      onSent();
    },
  });
  const { error, ...text } = form.textField('text');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-heading`}>
      <Typography variant="h2" id={`${id}-heading`} sx={{ fontSize: '1.25rem', mb: 1 }}>
        Follow up
      </Typography>
      {thread.status === 'resolved' && <Typography sx={{ mb: 1.5 }}>{SUPPORT_MESSAGES.resolvedNote}</Typography>}
      <TextField
        {...text}
        required={false}
        id={`${id}-text`}
        label={SUPPORT_MESSAGES.followUpLabel}
        multiline
        minRows={4}
        fullWidth
        error={Boolean(error)}
        helperText={error || `${text.value.length.toLocaleString('en-US')} / ${LIMITS.ticketMessage.toLocaleString('en-US')} characters`}
        slotProps={{ htmlInput: { maxLength: LIMITS.ticketMessage } }}
        disabled={form.busy}
      />
      {form.formError && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {form.formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={form.busy} sx={{ mt: 1.5 }}>
        Send follow-up
      </Button>
    </Box>
  );
}

export function SupportThreadScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [version, setVersion] = useState(0);
  const [sent, setSent] = useState(false);
  // After a follow-up the thread is read again; the one on screen stays until the new one is in.
  const [shown, setShown] = useState<{ id: string; thread: MemberThread | null } | null>(null);
  const state = useLoad(`thread:${uid}:${id}:${version}`, () => loadMemberThread(uid, id), {
    errorLabel: SUPPORT_MESSAGES.threadLoadFailed,
    initial: () => (shown?.id === id ? shown.thread : undefined),
  });
  const thread = state.status === 'loaded' ? state.data : null;
  if (state.status === 'loaded' && (shown?.id !== id || shown.thread !== thread)) setShown({ id, thread });
  useDocumentTitle(thread ? thread.subject : 'Support request');

  useEffect(() => {
    if (thread?.newReply) markThreadSeen(uid, thread.id).catch((error: unknown) => console.error('Failed to mark the request read', error));
  }, [uid, thread]);

  const back = (
    <Link component={RouterLink} to={paths.supportRequests} sx={{ display: 'inline-block', mb: 2 }}>
      All your requests
    </Link>
  );
  if (state.status === 'loading') return <Typography role="status">Loading your request...</Typography>;
  if (state.status === 'error') return <Alert severity="error">{SUPPORT_MESSAGES.threadLoadFailed}</Alert>;
  if (!thread) {
    return (
      <>
        {back}
        <Alert severity="warning">{SUPPORT_MESSAGES.threadNotFound}</Alert>
      </>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <div>
        {back}
        <PageHeading>{thread.subject}</PageHeading>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: -2 }}>
          <TicketStatusChip status={thread.status} />
          {thread.createdAt && (
            <Typography color="text.secondary">
              Sent <time dateTime={isoDate(thread.createdAt)}>{formatDateTime(thread.createdAt)}</time>
            </Typography>
          )}
        </Stack>
      </div>
      <Stack component="ol" spacing={1.5} aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {thread.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </Stack>
      {sent && (
        <Alert severity="success" role="status">
          {SUPPORT_MESSAGES.followUpSent}
        </Alert>
      )}
      {thread.status === 'closed' ? (
        <Typography>{SUPPORT_MESSAGES.closedNote}</Typography>
      ) : (
        <FollowUpForm
          uid={uid}
          thread={thread}
          onSent={() => {
            setSent(true);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Stack>
  );
}
