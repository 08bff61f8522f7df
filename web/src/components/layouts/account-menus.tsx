/**
 * The My Account menu and the mobile menu: loaded on first use (app-header.tsx), since every member
 * page shows the header but few visits open a menu, and Menu, Drawer and Modal weigh on the first load.
 */
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { MAIN_NAV, MEMBER_ACCOUNT_NAV, type NavLink as NavItem } from '@/config/navigation';
import { paths } from '@/config/paths';
import { TEXT_SIZE_LABEL, TextSizeControl } from '@/components/ui/text-size-control';
import { TextSizeDialog } from '@/components/ui/text-size-dialog';

/** The person's own screens in both menus: their saved items, then the My Account screen. */
const OWN_LINKS: readonly NavItem[] = [...MEMBER_ACCOUNT_NAV, { label: 'Account settings', to: paths.account }];

interface AccountMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  adminLinks: readonly NavItem[];
  onClose: () => void;
  onSignOut: () => void;
}

export function AccountMenu({ id, buttonId, anchor, adminLinks, onClose, onSignOut }: AccountMenuProps) {
  const [textSizeOpen, setTextSizeOpen] = useState(false);
  return (
    <>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {adminLinks.map((item) => (
          <MenuItem key={item.to} component={NavLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ))}
        {adminLinks.length > 0 && <Divider />}
        {OWN_LINKS.map((item) => (
          <MenuItem key={item.to} component={NavLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            setTextSizeOpen(true);
          }}
        >
          {TEXT_SIZE_LABEL}
        </MenuItem>
        <MenuItem onClick={onSignOut}>Sign Out</MenuItem>
      </Menu>
      <TextSizeDialog
        open={textSizeOpen}
        onClose={() => setTextSizeOpen(false)}
        // The menu item that opened it is gone with the menu: focus goes back to the My Account button.
        onClosed={() => document.getElementById(buttonId)?.focus()}
      />
    </>
  );
}

interface MobileMenuProps {
  open: boolean;
  email: string | null | undefined;
  adminLinks: readonly NavItem[];
  onClose: () => void;
  onSignOut: () => void;
}

export function MobileMenu({ open, email, adminLinks, onClose, onSignOut }: MobileMenuProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 300, maxWidth: '85vw' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <nav aria-label="Main">
          <List>
            {MAIN_NAV.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </nav>
        <Divider />
        <List subheader={<ListSubheader component="h2">My Account</ListSubheader>}>
          {email && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1, overflowWrap: 'anywhere' }}>
              Signed in as {email}
            </Typography>
          )}
          {[...adminLinks, ...OWN_LINKS].map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={onClose}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          <ListItemButton onClick={onSignOut}>
            <ListItemText primary="Sign Out" />
          </ListItemButton>
        </List>
        <Divider />
        <Box component="section" aria-label={TEXT_SIZE_LABEL} sx={{ px: 2, py: 2 }}>
          <TextSizeControl />
        </Box>
      </Box>
    </Drawer>
  );
}
