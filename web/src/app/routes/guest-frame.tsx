import { Link as RouterLink, Outlet } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** A page for everyone, seen by a guest: the sign-in screens' frame, wide enough to read, with the way back. */
function GuestFrameRoute() {
  return (
    <AuthLayout width="md" card={false}>
      <Link component={RouterLink} to={paths.login} sx={{ display: 'inline-block', mb: 2 }}>
        Back to sign in
      </Link>
      <Outlet />
    </AuthLayout>
  );
}

export { GuestFrameRoute as Component };
