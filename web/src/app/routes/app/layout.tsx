import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { LazyVerifyEmailNotice } from '@/features/auth/components/lazy-verify-email-notice';

function MemberLayoutRoute() {
  return (
    <AppLayout>
      <LazyVerifyEmailNotice />
      <Outlet />
    </AppLayout>
  );
}

export { MemberLayoutRoute as Component };
