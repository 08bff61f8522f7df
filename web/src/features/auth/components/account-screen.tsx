/**
 * My Account (`/account`): who the portal knows the person as, their membership, and
 * the changes they can make themselves. An unverified address gets the member layout's reminder,
 * with its "Resend verification e-mail", at the top of this page too.
 */
import { useQuery } from '@tanstack/react-query';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/ui/page-heading';
import { LabelChip } from '@/components/ui/label-chip';
import { formatLongDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { getMyMembership } from '../api/my-account';
import { accountKeys } from '../api/query-keys';
import { AccountData } from './account-data';
import { EmailForm, NameForm, PasswordForm } from './account-forms';
import { FactorsSection } from '../second-factor/factors-section';

export const ACCOUNT_SCREEN_TEXT = {
  title: 'My Account',
  subtitle: 'Your details, your membership, your password and your data.',
  verified: 'Verified',
  unverified: 'Not verified',
  membershipFailed: 'Failed to load your membership details',
  noMembership: 'No membership code on record.',
} as const;

function Membership({ uid }: { uid: string }) {
  // Read again on every visit (showing the last answer meanwhile): redeeming a code elsewhere in the
  // portal changes it.
  const state = useQuery({ queryKey: accountKeys.membership(uid), queryFn: () => getMyMembership(uid), staleTime: 0 });
  if (state.isPending) return <Typography color="text.secondary">Loading your membership...</Typography>;
  if (state.isError) return <Typography color="error">{ACCOUNT_SCREEN_TEXT.membershipFailed}</Typography>;
  const membership = state.data;
  return (
    <Stack spacing={0.5}>
      {membership?.since && <Typography>Member since {formatLongDate(membership.since)}</Typography>}
      <Typography>{membership?.codeEnding ? `Membership code ending in ${membership.codeEnding}` : ACCOUNT_SCREEN_TEXT.noMembership}</Typography>
    </Stack>
  );
}

export function AccountScreen() {
  const { user } = useSession();
  useDocumentTitle(ACCOUNT_SCREEN_TEXT.title);
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading subtitle={ACCOUNT_SCREEN_TEXT.subtitle}>{ACCOUNT_SCREEN_TEXT.title}</PageHeading>
      <Paper component="section" variant="outlined" aria-labelledby="account-profile-heading" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h2" id="account-profile-heading" sx={{ fontSize: '1.375rem', mb: 2 }}>
          Profile
        </Typography>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              E-mail: <strong>{user.email}</strong>
            </Typography>
            <LabelChip
              size="small"
              color={user.emailVerified ? 'success' : 'warning'}
              variant="outlined"
              label={user.emailVerified ? ACCOUNT_SCREEN_TEXT.verified : ACCOUNT_SCREEN_TEXT.unverified}
            />
          </Stack>
          <Membership uid={user.uid} />
        </Stack>
        <Divider sx={{ my: 3 }} />
        <NameForm />
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <EmailForm />
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <PasswordForm />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="account-factors-heading" sx={{ p: { xs: 2.5, md: 4 } }}>
        <FactorsSection />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="account-data-heading" sx={{ p: { xs: 2.5, md: 4 } }}>
        <AccountData />
      </Paper>
    </Stack>
  );
}
