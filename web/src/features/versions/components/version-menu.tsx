import HistoryIcon from '@mui/icons-material/History';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { versionLabel } from '@parley/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAgentVersions } from '../api/get-agent-versions';
import { useRestoreVersionFlow } from '../hooks/use-restore-version-flow';
import { LABEL_VERSION_HISTORY, LABEL_VERSION_MENU, restoreVersionLabel } from '../strings';

/** How many of the newest versions the menu offers to restore; the Versions tab lists them all. */
const RESTORABLE_IN_MENU = 5;

export interface VersionMenuProps {
  orgId: string;
  /** The live agent. */
  agentId: string;
  /** The Versions tab. */
  historyHref: string;
  draftEdited: boolean;
  /** Why the user may not restore (a VIEWER, version control off), or null: the items are then disabled. */
  restoreRefusal: string | null;
}

/** The header's version menu: the history, and Restore for the newest versions. */
export function VersionMenu(props: VersionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={LABEL_VERSION_MENU}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <HistoryIcon />
      </IconButton>
      {anchor && (
        <VersionMenuItems
          {...props}
          id={menuId}
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
          }}
        />
      )}
    </>
  );
}

/** The open menu; mounted only while open, so the history is read only when wanted. */
function VersionMenuItems({
  orgId,
  agentId,
  historyHref,
  draftEdited,
  restoreRefusal,
  id,
  anchor,
  onClose,
}: VersionMenuProps & { id: string; anchor: HTMLElement; onClose: () => void }) {
  const versions = useAgentVersions({ orgId, agentId });
  const { restore, isRestoring } = useRestoreVersionFlow(agentId, draftEdited);
  const newest = versions.status === 'success' ? versions.data.slice(0, RESTORABLE_IN_MENU) : [];
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem component={RouterLink} to={historyHref} onClick={onClose}>
        {LABEL_VERSION_HISTORY}
      </MenuItem>
      {newest.length > 0 && <Divider />}
      {newest.length > 0 && restoreRefusal && (
        <MenuItem disabled>
          <ListItemText
            secondary={restoreRefusal}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
          />
        </MenuItem>
      )}
      {newest.map((version) => (
        <MenuItem
          key={version.id}
          disabled={restoreRefusal !== null || isRestoring}
          onClick={() => {
            onClose();
            void restore(version.version);
          }}
        >
          <ListItemText
            primary={restoreVersionLabel(versionLabel(version.version))}
            secondary={version.note || undefined}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
