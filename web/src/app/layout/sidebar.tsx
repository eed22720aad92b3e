import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type FocusEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  LABEL_COLLAPSE_SIDEBAR,
  LABEL_EXPAND_SIDEBAR,
  LABEL_MAIN_NAVIGATION,
  LABEL_PIN_SIDEBAR,
  LABEL_UNPIN_SIDEBAR,
} from '../../lib/strings';
import { navItems } from './nav-items';

export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

function NavList({ expanded, onNavigate }: { expanded: boolean; onNavigate?: (() => void) | undefined }) {
  return (
    <List sx={{ px: 1 }}>
      {navItems.map(({ label, to, icon: Icon }) => (
        // A list holds only list items: each link sits in one, so screen readers count the entries.
        <ListItem key={to} disablePadding>
          <Tooltip title={expanded ? '' : label} placement="right">
            <ListItemButton component={NavLink} to={to} onClick={onNavigate} sx={{ minHeight: 44 }}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              {/* Collapsed, the label stays for screen readers and only the icon shows. */}
              <ListItemText primary={label} sx={expanded ? { whiteSpace: 'nowrap' } : visuallyHidden} />
            </ListItemButton>
          </Tooltip>
        </ListItem>
      ))}
    </List>
  );
}

interface DesktopSidebarProps {
  /** The user's choice: expanded (labels) or collapsed (icons). */
  sidebarOpen: boolean;
  /** Pinned, the sidebar stays as chosen; unpinned, it is collapsed and opens while hovered or focused. */
  pinned: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  onPinnedChange: (pinned: boolean) => void;
}

/** The desktop sidebar: a permanent drawer that collapses to icons and can be pinned. */
export function DesktopSidebar({
  sidebarOpen,
  pinned,
  onSidebarOpenChange,
  onPinnedChange,
}: DesktopSidebarProps) {
  const [peeking, setPeeking] = useState(false);
  const navId = useId();
  const docked = pinned && sidebarOpen;
  const expanded = pinned ? sidebarOpen : peeking;
  const railWidth = docked ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const paperWidth = expanded ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      open
      data-testid="sidebar"
      data-expanded={expanded}
      sx={{
        width: railWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: paperWidth,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) =>
            theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          ...(expanded && !docked ? { boxShadow: 8 } : {}),
        },
      }}
      slotProps={{
        paper: {
          onMouseEnter: () => {
            setPeeking(true);
          },
          onMouseLeave: () => {
            setPeeking(false);
          },
          onFocus: () => {
            setPeeking(true);
          },
          onBlur: (event: FocusEvent<HTMLDivElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPeeking(false);
          },
        },
      }}
    >
      {/* Keeps the first entry below the fixed top bar. */}
      <Toolbar />
      <Box component="nav" aria-label={LABEL_MAIN_NAVIGATION} id={navId} sx={{ flexGrow: 1 }}>
        <NavList expanded={expanded} />
      </Box>
      <Divider />
      <Stack
        direction={expanded ? 'row' : 'column'}
        sx={{ p: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Tooltip title={pinned ? LABEL_UNPIN_SIDEBAR : LABEL_PIN_SIDEBAR} placement="right">
          <IconButton
            aria-label={LABEL_PIN_SIDEBAR}
            aria-pressed={pinned}
            onClick={() => {
              onPinnedChange(!pinned);
            }}
          >
            {pinned ? <PushPin /> : <PushPinOutlined />}
          </IconButton>
        </Tooltip>
        {pinned && (
          <Tooltip title={sidebarOpen ? LABEL_COLLAPSE_SIDEBAR : LABEL_EXPAND_SIDEBAR} placement="right">
            <IconButton
              aria-label={sidebarOpen ? LABEL_COLLAPSE_SIDEBAR : LABEL_EXPAND_SIDEBAR}
              aria-expanded={sidebarOpen}
              aria-controls={navId}
              onClick={() => {
                onSidebarOpenChange(!sidebarOpen);
              }}
            >
              {sidebarOpen ? <ChevronLeft /> : <ChevronRight />}
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Drawer>
  );
}

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/** Narrow screens: a temporary drawer over the content, closed after choosing a page. */
export function MobileSidebar({ open, onClose }: MobileSidebarProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: Math.min(SIDEBAR_WIDTH, 320), boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <nav aria-label={LABEL_MAIN_NAVIGATION}>
        <NavList expanded onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
