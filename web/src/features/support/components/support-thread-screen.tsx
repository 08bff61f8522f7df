/**
 * `/support/{id}`: one request as a conversation (the request, the member's
 * follow-ups and staff replies, oldest first, with server times and who wrote each) and a follow-up
 * form while the request is not closed. A long thread shows the request and its newest messages,
 * and "Show earlier messages" reads back a page at a time. Opening a thread with a new reply marks
 * it seen.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
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
import { queryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { supportKeys } from '../api/query-keys';
import { memberTicketsChanged } from '../api/ticket-queries';
import { markThreadSeen, memberThreadQuery, sendFollowUp, type MemberTicketHead, type ThreadMessage, type ThreadPage } from '../api/thread';
import { SUPPORT_MESSAGES } from '../validation';
import { sendFailureMessage } from './send-failure';

export const THREAD_TEXT = {
  earlier: 'Show earlier messages',
  earlierFailed: 'Failed to load the earlier messages. Please try again.',
} as const;

function Message({ message }: { message: ThreadMessage }) {
  const staff = message.from === 'staff';
  return (
    <Paper
      component="li"
      // Focusable by the page (not by Tab): "Show earlier messages" moves the focus to the first it brought.
      tabIndex={-1}
      data-message={message.id}
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

export function FollowUpForm({ uid, thread, onSent }: { uid: string; thread: MemberTicketHead; onSent: () => void }) {
  const id = useId();
  const send = useMutation({
    mutationFn: (message: string) => sendFollowUp(uid, thread.id, thread.status, message),
    onSuccess: () => memberTicketsChanged(uid),
    // The thread is read again (its status too); the one on screen stays until the new one is in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.thread(uid, thread.id) }),
  });
  const form = useSchemaForm({
    schema: followUpInput,
    initial: { text: '' },
    describeFailure: (failed) => ({ shown: sendFailureMessage(failed, SUPPORT_MESSAGES.followUpFailed), logged: 'Failed to send a follow-up' }),
    async submit({ text }) {
      await send.mutateAsync(text);
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
  const [sent, setSent] = useState(false);
  const pages = useInfiniteQuery({ ...memberThreadQuery(uid, id), enabled: Boolean(uid) });
  const thread = pages.data?.pages[0]?.ticket ?? null;
  // Oldest first: the pages go back in time, each page's messages in order.
  const messages = useMemo(() => (pages.data ? [...pages.data.pages].reverse().flatMap((page) => page.messages) : []), [pages.data]);
  // After "Show earlier messages", the focus goes to the earliest message it brought (the button goes
  // when none are left before them).
  const list = useRef<HTMLOListElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    const element = focusId ? list.current?.querySelector<HTMLElement>(`[data-message="${CSS.escape(focusId)}"]`) : null;
    if (!element) return;
    element.focus();
    setFocusId(null);
  }, [focusId, messages]);
  const showEarlier = () => {
    if (pages.isFetchingNextPage) return;
    void pages.fetchNextPage().then((result) => setFocusId(result.data?.pages.at(-1)?.messages[0]?.id ?? null));
  };
  useDocumentTitle(thread ? thread.subject : 'Support request');

  useEffect(() => {
    if (!thread?.newReply) return;
    markThreadSeen(thread.id).then(
      () => {
        // Seen: the thread shown again on a later visit asks for no second write.
        queryClient.setQueryData<InfiniteData<ThreadPage, unknown>>(supportKeys.thread(uid, thread.id), (data) =>
          data?.pages[0]?.ticket ? { ...data, pages: [{ ...data.pages[0], ticket: { ...data.pages[0].ticket, newReply: false } }, ...data.pages.slice(1)] } : data,
        );
        memberTicketsChanged(uid);
      },
      (error: unknown) => console.error('Failed to mark the request read', error),
    );
  }, [uid, thread]);

  const back = (
    <Link component={RouterLink} to={paths.supportRequests} sx={{ display: 'inline-block', mb: 2 }}>
      All your requests
    </Link>
  );
  if (pages.isPending) return <Typography role="status">Loading your request...</Typography>;
  if (pages.isError && !pages.isFetchNextPageError) return <Alert severity="error">{SUPPORT_MESSAGES.threadLoadFailed}</Alert>;
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
      <Stack component="ol" ref={list} spacing={1.5} aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Message message={thread.request} />
        {pages.hasNextPage && (
          <Box component="li" sx={{ textAlign: 'center' }}>
            <Button variant="outlined" loading={pages.isFetchingNextPage} onClick={showEarlier}>
              {THREAD_TEXT.earlier}
            </Button>
          </Box>
        )}
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </Stack>
      {pages.isFetchNextPageError && (
        <Alert severity="error" role="alert">
          {THREAD_TEXT.earlierFailed}
        </Alert>
      )}
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
          onSent={() => setSent(true)}
        />
      )}
    </Stack>
  );
}
