import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { LazyVerifyEmailNotice } from '@/features/auth/components/lazy-verify-email-notice';
import { LibrarySearch } from '@/features/library/search/search-box';

function MemberLayoutRoute() {
  return (
    <AppLayout search={<LibrarySearch />}>
      <LazyVerifyEmailNotice />
      <Outlet />
    </AppLayout>
  );
}

export { MemberLayoutRoute as Component };
