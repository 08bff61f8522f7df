import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { FormThenMembershipStep } from './lazy-membership-step';

function RegisterRoute() {
  return (
    <FormThenMembershipStep
      title="Create Account"
      intro="Your account has been created. Enter the 4-digit membership code provided by PMC to complete registration."
      backLabel="Back to registration"
      backTo={paths.register}
      form={(onPendingChange) => <RegisterForm onPendingChange={onPendingChange} />}
    />
  );
}

export { RegisterRoute as Component };
