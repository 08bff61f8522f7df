import { useId, useState, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { ADMIN_NAV, MAIN_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

interface AppHeaderProps {
  /** Called when sign-out failed: the person stays where they are (SPEC.md §4). */
  onSignOutFailed: () => void;
}

export function AppHeader({ onSignOutFailed }: AppHeaderProps) {
  const { user, isAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
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
          onClick={(event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, fontSize: '1rem' }}
        >
          My Account
        </Button>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          {adminLinks.map((item) => (
            <MenuItem key={item.to} component={NavLink} to={item.to} onClick={() => setMenuAnchor(null)}>
              {item.label}
            </MenuItem>
          ))}
          {adminLinks.length > 0 && <Divider />}
          <MenuItem onClick={handleSignOut}>Sign Out</MenuItem>
        </Menu>

        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>

      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 300, maxWidth: '85vw' }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <nav aria-label="Main">
            <List>
              {MAIN_NAV.map((item) => (
                <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={() => setDrawerOpen(false)}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          </nav>
          <Divider />
          <List subheader={<ListSubheader component="h2">My Account</ListSubheader>}>
            {user?.email && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1, overflowWrap: 'anywhere' }}>
                Signed in as {user.email}
              </Typography>
            )}
            {adminLinks.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={() => setDrawerOpen(false)}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <ListItemButton onClick={handleSignOut}>
              <ListItemText primary="Sign Out" />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
