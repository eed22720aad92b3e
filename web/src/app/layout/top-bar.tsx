import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { PRODUCT_NAME } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeToggle } from '../../components/theme/color-mode-toggle';
import { paths } from '../../lib/paths';

interface TopBarProps {
  /** Present only when the sidebar can be closed, i.e. on narrow screens. */
  onOpenNavigation?: (() => void) | undefined;
}

export function TopBar({ onOpenNavigation }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {onOpenNavigation && (
          <IconButton edge="start" aria-label="Open navigation" onClick={onOpenNavigation} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={paths.home}
          variant="h6"
          underline="none"
          color="inherit"
          sx={{ fontWeight: 700 }}
        >
          {PRODUCT_NAME}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
      </Toolbar>
    </AppBar>
  );
}
