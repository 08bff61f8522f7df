import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
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
import { useOnline } from '@/lib/use-online';
import { OFFLINE_TEXTS } from '@/components/ui/needs-connection';

const loadMenus = () => import('./account-menus');
/** Hover or focus on a menu button starts the download; a failure shows when the menu is opened. */
const preloadMenus = () => {
  loadMenus().catch(() => undefined);
};
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));

interface AppHeaderProps {
  /** Called when sign-out failed: the person stays where they are (docs/product.md §4). */
  onSignOutFailed: () => void;
  /** The library search, composed by the app (a layout may not import a feature). */
  search?: ReactNode;
}

export function AppHeader({ onSignOutFailed, search }: AppHeaderProps) {
  const { user, isAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const adminLinks = isAdmin ? ADMIN_NAV : [];

  async function handleSignOut() {
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
        <MainNav />
        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
        {search}
        <AccountMenuButton adminLinks={adminLinks} onSignOut={handleSignOut} />
        <MobileMenuButton email={user?.email} adminLinks={adminLinks} onSignOut={handleSignOut} />
      </Toolbar>
      <OfflineBanner />
    </AppBar>
  );
}

function MainNav() {
  return (
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
  );
}

interface MenuButtonProps {
  adminLinks: typeof ADMIN_NAV | [];
  onSignOut: () => void;
}

/** My Account (md and up); the menu mounts at its first opening and stays mounted (so it can animate closed). */
function AccountMenuButton({ adminLinks, onSignOut }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircle aria-hidden="true" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preloadMenus}
        onFocus={preloadMenus}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, fontSize: '1rem', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        My Account
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            adminLinks={adminLinks}
            onClose={() => setAnchor(null)}
            onSignOut={() => {
              setAnchor(null);
              onSignOut();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The menu button of small screens and its drawer, mounted at the first opening. */
function MobileMenuButton({ adminLinks, onSignOut, email }: MenuButtonProps & { email: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        onPointerEnter={preloadMenus}
        onFocus={preloadMenus}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            email={email}
            adminLinks={adminLinks}
            onClose={() => setOpen(false)}
            onSignOut={() => {
              setOpen(false);
              onSignOut();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Says so while the device is offline: a status line under the navigation, not a dialog (the
 * member keeps reading). The live region is always there, so the change is announced.
 */
function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" sx={online ? undefined : { px: 2, py: 1, bgcolor: '#fff4e5', color: 'text.primary', fontWeight: 700, textAlign: 'center' }} data-offline-banner="">
      {online ? null : OFFLINE_TEXTS.banner}
    </Box>
  );
}
