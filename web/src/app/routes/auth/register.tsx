import { useState } from 'react';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RegisterForm } from '@/features/auth/components/register-form';
import { LazyMembershipStep, preloadMembershipStep } from './lazy-membership-step';

function RegisterRoute() {
  const { user, isMember } = useSession();
  const [creating, setCreating] = useState(false);
  const needsCode = Boolean(user) && !isMember && !creating;
  useDocumentTitle(needsCode ? null : 'Create Account');

  return (
    <AuthLayout>
      {needsCode ? (
        <LazyMembershipStep
          intro="Your account has been created. Enter the 4-digit membership code provided by PMC to complete registration."
          backLabel="Back to registration"
          backTo={paths.register}
        />
      ) : (
        <RegisterForm
          onPendingChange={(pending) => {
            setCreating(pending);
            // The step may follow: start its download while the request is out.
            if (pending) preloadMembershipStep();
          }}
        />
      )}
    </AuthLayout>
  );
}

export { RegisterRoute as Component };
