import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items';

export const SIDEBAR_WIDTH = 240;

interface SidebarProps {
  /** Desktop keeps the sidebar open beside the content; narrow screens open it over the content. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ permanent, open, onClose }: SidebarProps) {
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* Keeps the first entry below the fixed top bar. */}
      <Toolbar />
      <nav aria-label="Main navigation">
        <List sx={{ px: 1 }}>
          {navItems.map(({ label, to, icon: Icon }) => (
            <ListItemButton key={to} component={NavLink} to={to} onClick={permanent ? undefined : onClose}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
