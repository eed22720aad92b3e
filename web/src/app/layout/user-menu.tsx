import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageToast, useNotifyError } from '../../components/notifications/use-notify-error';
import { initialsOf, UserAvatar } from '../../components/user-avatar';
import { useSignOut } from '../../features/auth/api/sign-out';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session';
import {
  LABEL_DARK_MODE,
  LABEL_LIGHT_MODE,
  LABEL_ORGANIZATION_SETTINGS,
  LABEL_PROFILE,
  LABEL_SIGN_OUT,
  accountMenuLabel,
} from '../../lib/strings';
import { AdminMenuItem } from './admin-menu-item';

/** The avatar button and its menu: profile, organisation settings, batch jobs (platform ADMIN), theme and sign out. */
export function UserMenu() {
  const user = useSignedInUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const signOut = useSignOut();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const close = () => {
    setAnchor(null);
  };
  const initials = user.photoURL ? '' : initialsOf(user.displayName ?? user.email);
  return (
    <>
      <IconButton
        aria-label={accountMenuLabel(initials)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={32} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {user.displayName ?? user.email}
          </Typography>
          {user.displayName && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{LABEL_PROFILE}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.orgSettings} onClick={close}>
          <ListItemIcon>
            <CorporateFareOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{LABEL_ORGANIZATION_SETTINGS}</ListItemText>
        </MenuItem>
        <AdminMenuItem onClick={close} />
        <MenuItem
          onClick={() => {
            setMode(dark ? 'light' : 'dark');
          }}
        >
          <ListItemIcon>
            {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{dark ? LABEL_LIGHT_MODE : LABEL_DARK_MODE}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={signOut.isPending}
          onClick={() => {
            signOut.mutate(undefined, {
              onSuccess: () => {
                close();
                void navigate(paths.signIn, { replace: true });
              },
              onError: (error) => {
                notifyError(error, messageToast);
              },
            });
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{LABEL_SIGN_OUT}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
