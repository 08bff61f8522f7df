import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CODE_LENGTH, sanitizeCodeInput } from '@common/membership';
import { MESSAGES } from '@common/messages';
import { redeemInput } from '@common/schemas/membership';
import { paths } from '@/config/paths';
import { FormTextField } from '@/components/ui/form-text-field';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { redeemMembershipCode } from '../api/redeem-membership-code';
import { sendVerificationLink } from '../api/send-verification-link';
import { needsVerifiedEmail, redeemErrorMessage } from '../errors';

const SESSION_REFRESH_FAILED =
  'Your membership code was accepted, but we could not update your session. Please sign in again to continue.';

/**
 * The refusal as the person reads it. When the server wants a verified e-mail first, the link is
 * sent right away and the text says where it went.
 */
async function refusalText(failure: unknown): Promise<string> {
  const message = redeemErrorMessage(failure);
  if (!needsVerifiedEmail(failure)) return message;
  try {
    const email = await sendVerificationLink();
    return email ? `${message} ${MESSAGES.verificationSent.replace('{email}', email)}` : message;
  } catch (error) {
    console.error('Could not send the verification link', error);
    return message;
  }
}

/** A refusal whose text is the one to show. */
class ShownFailure extends Error {}

interface MembershipValidationProps {
  /** Why the step is shown: after registration, or after signing in without a membership. */
  intro: string;
  backLabel: 'Back to login' | 'Back to registration';
  /** Where the back link leads once the person is signed out. */
  backTo: string;
}

/** docs/product.md §2/§5: a signed-in account without membership enters the practice's 4-digit code. */
export function MembershipValidation({ intro, backLabel, backTo }: MembershipValidationProps) {
  const { refreshClaims, signOut } = useSession();
  const navigate = useNavigate();
  useDocumentTitle('Membership Validation');
  const form = useSchemaForm({
    schema: redeemInput,
    initial: { code: '' },
    // The refusal's own words; an error without them is a failure of this screen.
    describeFailure: (failure) => (failure instanceof ShownFailure ? { shown: failure.message } : { shown: MESSAGES.codeFailed, logged: 'Redeeming a code failed' }),
    async submit({ code }) {
      try {
        await redeemMembershipCode(code);
      } catch (failure) {
        throw new ShownFailure(await refusalText(failure));
      }
      try {
        await refreshClaims();
      } catch (failure) {
        console.error('Could not refresh the session after redeeming a code', failure);
        throw new ShownFailure(SESSION_REFRESH_FAILED);
      }
      navigate(paths.dashboard, { replace: true });
    },
  });
  const code = form.values.code;
  const setCode = (next: string) => form.update({ code: next });

  async function handleBack(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (await signOut()) navigate(backTo);
  }

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <PageHeading subtitle={intro}>Membership Validation</PageHeading>
      <Stack spacing={2.5}>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <FormTextField
          label="Membership Code"
          name="code"
          value={code}
          error={form.errors.code}
          onChange={(event) => setCode(sanitizeCodeInput(event.target.value))}
          onPaste={(event) => {
            // maxLength would cut "Code: 1234" to "Code" before it could be cleaned up.
            event.preventDefault();
            setCode(sanitizeCodeInput(event.clipboardData.getData('text')));
          }}
          hint={`The ${CODE_LENGTH}-digit code provided by PMC`}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          inputStyle={{ fontSize: '1.5rem', letterSpacing: '0.5em' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.busy}
          disabled={code.length !== CODE_LENGTH}
        >
          Validate Code
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link href={backTo} onClick={handleBack}>
            {backLabel}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
