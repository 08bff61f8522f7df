import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';

function MemberLayoutRoute() {
  return (
    <AppLayout>
      <VerifyEmailNotice />
      <Outlet />
    </AppLayout>
  );
}

export { MemberLayoutRoute as Component };
