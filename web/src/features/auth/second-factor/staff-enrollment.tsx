/**
 * "Protect your staff account": what a staff member whose sign-in has no second factor sees instead
 * of any admin screen (app/guards.tsx AdminOnly). The backend treats such a token as a member's, so
 * the admin screens could not work anyway; the member library stays open meanwhile.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { enrolledFactors } from '../api/second-factor';
import { EnrollPhone } from './enroll-phone';

export const STAFF_ENROLLMENT_TEXT = {
  title: 'Protect your staff account',
  subtitle:
    "Staff screens show members' health information, so staff sign in with a code sent by SMS as well as their password. Add the mobile phone the codes go to.",
  meanwhile: 'Until then you can still read the member library.',
  library: 'Go to the member library',
  done: 'Your staff account is protected: each sign-in now asks for a code sent to this phone.',
  signInAgain:
    'Your account already has a phone for sign-in codes, but this session was signed in without a code. Please sign out and sign in again.',
  signOut: 'Sign out',
} as const;

function StaffEnrollment() {
  const { signOut } = useSession();
  const [enrolled, setEnrolled] = useState<boolean | null>(null);
  useDocumentTitle(STAFF_ENROLLMENT_TEXT.title);
  useEffect(() => {
    let active = true;
    enrolledFactors().then(
      (factors) => active && setEnrolled(factors.length > 0),
      (error: unknown) => {
        console.error('Could not read the enrolled factors', error);
        if (active) setEnrolled(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeading subtitle={STAFF_ENROLLMENT_TEXT.subtitle}>{STAFF_ENROLLMENT_TEXT.title}</PageHeading>
      <Typography>
        {STAFF_ENROLLMENT_TEXT.meanwhile} <Link href={paths.dashboard}>{STAFF_ENROLLMENT_TEXT.library}</Link>
      </Typography>
      <Paper component="section" variant="outlined" aria-label={STAFF_ENROLLMENT_TEXT.title} sx={{ p: { xs: 2.5, md: 4 } }}>
        {enrolled === true ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info">{STAFF_ENROLLMENT_TEXT.signInAgain}</Alert>
            <Button variant="contained" onClick={() => void signOut()}>
              {STAFF_ENROLLMENT_TEXT.signOut}
            </Button>
          </Stack>
        ) : enrolled === false ? (
          <EnrollPhone doneText={STAFF_ENROLLMENT_TEXT.done} />
        ) : (
          <Typography role="status">Loading...</Typography>
        )}
      </Paper>
    </Stack>
  );
}

export default StaffEnrollment;
