import { paths } from '@/config/paths';
import { LazyAlert } from '@/components/ui/lazy-alert';
import { useSession } from '@/lib/session';
import { LoginForm } from '@/features/auth/components/login-form';
import { FormThenMembershipStep } from './lazy-membership-step';

function LoginRoute() {
  const { accessNotice, dismissAccessNotice } = useSession();
  return (
    <FormThenMembershipStep
      title="Sign In"
      intro="Your account is not linked to a membership yet. Enter the 4-digit membership code provided by PMC to continue."
      backLabel="Back to login"
      backTo={paths.login}
      form={(onPendingChange) => (
        <>
          {accessNotice && (
            <LazyAlert severity="warning" role="alert" onClose={dismissAccessNotice} sx={{ mb: 3 }}>
              {accessNotice}
            </LazyAlert>
          )}
          <LoginForm onPendingChange={onPendingChange} />
        </>
      )}
    />
  );
}

export { LoginRoute as Component };
