import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';

function MemberLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

export { MemberLayoutRoute as Component };
