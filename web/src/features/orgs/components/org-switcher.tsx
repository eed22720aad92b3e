import Check from '@mui/icons-material/Check';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import { useCurrentOrg } from '../../../lib/current-org';
import { paths } from '../../../lib/paths';
import {
  LABEL_LOADING,
  LABEL_LOADING_ORGANIZATIONS,
  LABEL_ORGANIZATION_SETTINGS,
  LABEL_YOUR_ORGANIZATIONS,
  switchOrganizationLabel,
} from '../../../lib/strings';

const LOADING_NAME = LABEL_LOADING;

/** The top bar's organisation switcher: the current organisation, and a menu of the user's others. */
export function OrgSwitcher() {
  const { status, orgId, org, orgs, setCurrentOrg } = useCurrentOrg();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  // An agent belongs to one organisation: switching away from its page goes back to the list.
  const onAgentPage = useMatch(`${paths.agents}/:agentId`) !== null;
  if (status === 'loading') {
    return <Skeleton variant="rounded" width={120} height={32} aria-label={LABEL_LOADING_ORGANIZATIONS} />;
  }
  if (!orgId) return null;
  const name = org?.name ?? LOADING_NAME;
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        endIcon={<UnfoldMore />}
        aria-label={switchOrganizationLabel(name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: { xs: 170, sm: 280 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListSubheader>{LABEL_YOUR_ORGANIZATIONS}</ListSubheader>
        {orgs.map((item) => {
          const current = item.id === orgId;
          return (
            <MenuItem
              key={item.id}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                close();
                if (current) return;
                setCurrentOrg(item.id);
                if (onAgentPage) void navigate(paths.agents);
              }}
            >
              <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{item.name ?? LOADING_NAME}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem component={RouterLink} to={paths.orgSettings} onClick={close}>
          <ListItemText inset>{LABEL_ORGANIZATION_SETTINGS}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
