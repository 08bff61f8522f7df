/**
 * The step after signing in or creating an account without a membership: the verify-your-e-mail
 * reminder (when the address is not verified yet) above the Membership Validation form. Both come
 * in one download, only when the step is needed (lazy-membership-step.tsx).
 */
import type { ComponentProps } from 'react';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { MembershipValidation } from '@/features/membership/components/membership-validation';

export function MembershipStep(props: ComponentProps<typeof MembershipValidation>) {
  return (
    <>
      <VerifyEmailNotice />
      <MembershipValidation {...props} />
    </>
  );
}
