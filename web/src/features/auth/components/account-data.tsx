/**
 * My Account's "Your data": download everything the portal keeps about you, and
 * delete your account after a dialog that says what goes and what the practice keeps.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/session';
import { deleteMyAccount, myDataFile } from '../api/my-account';
import { ACCOUNT_MESSAGES, deleteAccountFailure } from '../account-errors';
import { PasswordAgainForm } from '../second-factor/password-again-form';
import { saveFile } from '@/lib/save-file';

export const DATA_TEXT = {
  downloadFileName: (date: Date) => `pmc-portal-my-data-${date.toISOString().slice(0, 10)}.json`,
  deleted: 'Your account was deleted. Thank you for having been a member of the portal.',
  deletes: 'Your account, your profile and your sign-in, your saved items and where you stopped reading, and the subject and text of the support requests you sent.',
  keeps: 'The practice keeps the membership code you used, marked as used but no longer linked to you, and the dates and status of your requests, without their text. Your medical records at the practice are not part of the portal and are not affected.',
} as const;

function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      saveFile(await myDataFile(), DATA_TEXT.downloadFileName(new Date()));
      setState('idle');
    } catch (error) {
      console.error(ACCOUNT_MESSAGES.exportFailed, error);
      setState('failed');
    }
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>One file (JSON) with your account, your membership, your support requests, your saved items and where you stopped reading.</Typography>
      <Button variant="outlined" onClick={() => void download()} loading={state === 'busy'}>
        Download my data
      </Button>
      {state === 'failed' && <Alert severity="error">{ACCOUNT_MESSAGES.exportFailed}</Alert>}
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useSession();
  return (
    <PasswordAgainForm
      shown={{ inDialog: 'Delete your account?' }}
      intro={
        <>
          <Typography sx={{ mb: 1 }}>
            <strong>Deleted:</strong> {DATA_TEXT.deletes}
          </Typography>
          <Typography>
            <strong>Kept by the practice:</strong> {DATA_TEXT.keeps}
          </Typography>
        </>
      }
      notice={<Typography>This cannot be undone. To confirm, enter your password.</Typography>}
      describeFailure={deleteAccountFailure}
      submit={async (currentPassword, askCode) => {
        await deleteMyAccount(currentPassword, askCode);
        await signOut(DATA_TEXT.deleted);
      }}
      cancelLabel="Keep my account"
      submitLabel="Delete my account"
      destructive
      onCancel={onClose}
    />
  );
}

export function AccountData() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack spacing={3}>
      <Typography variant="h2" id="account-data-heading" sx={{ fontSize: '1.375rem' }}>
        Your data
      </Typography>
      <DownloadMyData />
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>Leaving the portal? You can delete your account yourself.</Typography>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          Delete my account...
        </Button>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Stack>
  );
}
