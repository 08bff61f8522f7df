/** `/support`: all of the member's requests, a page at a time, each opening its thread. */
import Stack from '@mui/material/Stack';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { useMemberTicketPages } from './use-member-tickets';
import { YourRequests } from './your-requests';

export const SUPPORT_REQUESTS_TEXT = {
  title: 'Support requests',
  subtitle: 'Every request you have sent to the practice, newest first. Open one to read the replies or to follow up.',
} as const;

export function SupportRequestsScreen() {
  const { user } = useSession();
  useDocumentTitle(SUPPORT_REQUESTS_TEXT.title);
  const { state, showMore } = useMemberTicketPages(user?.uid);
  return (
    <Stack sx={{ maxWidth: 820 }}>
      <PageHeading subtitle={SUPPORT_REQUESTS_TEXT.subtitle}>{SUPPORT_REQUESTS_TEXT.title}</PageHeading>
      <YourRequests state={state} onShowMore={showMore} headingLevel="h2" />
    </Stack>
  );
}
