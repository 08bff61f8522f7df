import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { ADMIN_NAV, MAIN_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const loadMenus = () => import('./account-menus');
/** Hover or focus on a menu button starts the download; a failure shows when the menu is opened. */
const preloadMenus = () => {
  loadMenus().catch(() => undefined);
};
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));

interface AppHeaderProps {
  /** Called when sign-out failed: the person stays where they are (SPEC.md §4). */
  onSignOutFailed: () => void;
}

export function AppHeader({ onSignOutFailed }: AppHeaderProps) {
  const { user, isAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each menu mounts at its first opening and stays mounted (so it can animate closed).
  const [menuUsed, setMenuUsed] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const adminLinks = isAdmin ? ADMIN_NAV : [];

  async function handleSignOut() {
    setMenuAnchor(null);
    setDrawerOpen(false);
    if (await signOut()) navigate(paths.login, { replace: true });
    else onSignOutFailed();
  }

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        <Link
          href={paths.dashboard}
          color="inherit"
          underline="none"
          sx={{ fontWeight: 700, fontSize: '1.25rem', mr: 2, py: 1.25, whiteSpace: 'nowrap' }}
        >
          PMC Portal
        </Link>

        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}>
          {MAIN_NAV.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              sx={{ fontSize: '1rem', '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: 2 } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>

        <Button
          id={buttonId}
          color="inherit"
          startIcon={<AccountCircle aria-hidden="true" />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onPointerEnter={preloadMenus}
          onFocus={preloadMenus}
          onClick={(event: MouseEvent<HTMLElement>) => {
            setMenuUsed(true);
            setMenuAnchor(event.currentTarget);
          }}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, fontSize: '1rem' }}
        >
          My Account
        </Button>
        {menuUsed && (
          <Suspense fallback={null}>
            <AccountMenu
              id={menuId}
              buttonId={buttonId}
              anchor={menuAnchor}
              adminLinks={adminLinks}
              onClose={() => setMenuAnchor(null)}
              onSignOut={handleSignOut}
            />
          </Suspense>
        )}

        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadMenus}
          onFocus={preloadMenus}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            email={user?.email}
            adminLinks={adminLinks}
            onClose={() => setDrawerOpen(false)}
            onSignOut={handleSignOut}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
