import { useState } from 'react';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoginForm } from '@/features/auth/components/login-form';
import { LazyMembershipStep, preloadMembershipStep } from './lazy-membership-step';
import { LazyAlert } from '@/components/ui/lazy-alert';

function LoginRoute() {
  const { user, isMember, accessNotice, dismissAccessNotice } = useSession();
  // While the sign-in (and its owner-role check) runs, keep the form: the role is not settled yet.
  const [signingIn, setSigningIn] = useState(false);
  const needsCode = Boolean(user) && !isMember && !signingIn;
  useDocumentTitle(needsCode ? null : 'Sign In');

  return (
    <AuthLayout>
      {needsCode ? (
        <LazyMembershipStep
          intro="Your account is not linked to a membership yet. Enter the 4-digit membership code provided by PMC to continue."
          backLabel="Back to login"
          backTo={paths.login}
        />
      ) : (
        <>
          {accessNotice && (
            <LazyAlert severity="warning" role="alert" onClose={dismissAccessNotice} sx={{ mb: 3 }}>
              {accessNotice}
            </LazyAlert>
          )}
          <LoginForm
            onPendingChange={(pending) => {
              setSigningIn(pending);
              // The step may follow: start its download while the request is out.
              if (pending) preloadMembershipStep();
            }}
          />
        </>
      )}
    </AuthLayout>
  );
}

export { LoginRoute as Component };
