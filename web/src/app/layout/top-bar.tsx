import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { PRODUCT_NAME } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { OrgSwitcher } from '../../features/orgs/components/org-switcher';
import { paths } from '../../lib/paths';
import { LABEL_OPEN_NAVIGATION } from '../../lib/strings';
import { UserMenu } from './user-menu';

interface TopBarProps {
  /** Present only when the sidebar can be closed, i.e. on narrow screens. */
  onOpenNavigation?: (() => void) | undefined;
}

/** Brand, the organisation switcher and the user menu; at 360 px the brand gives way to the switcher. */
export function TopBar({ onOpenNavigation }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation && (
          <IconButton edge="start" aria-label={LABEL_OPEN_NAVIGATION} onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={paths.home}
          variant="h6"
          underline="none"
          color="inherit"
          sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' }, mr: 1 }}
        >
          {PRODUCT_NAME}
        </Link>
        <OrgSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
