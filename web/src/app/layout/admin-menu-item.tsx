import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_JOBS_TITLE } from '../../features/admin/strings';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session';
import { useUserProfile } from '../../lib/use-user-profile';

/** The account menu's link to the agent batch jobs, for platform ADMINs only (nothing for anyone else). */
export function AdminMenuItem({ onClick }: { onClick: () => void }) {
  const user = useSignedInUser();
  const profile = useUserProfile(user.uid);
  if (profile.status !== 'success' || profile.data?.role !== 'ADMIN') return null;
  return (
    <MenuItem component={RouterLink} to={paths.adminAgentJobs} onClick={onClick}>
      <ListItemIcon>
        <AdminPanelSettingsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{ADMIN_JOBS_TITLE}</ListItemText>
    </MenuItem>
  );
}
