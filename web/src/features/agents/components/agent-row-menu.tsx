import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { LABEL_DELETE } from '@parley/domain';
import { useId, useState } from 'react';
import { LABEL_DUPLICATE, agentActionsLabel } from '../../../lib/strings';

interface AgentRowMenuProps {
  agentName: string;
  /** Why Duplicate is off (no organisation's plan has room for the copy), shown under it; null when on. */
  duplicateRefusal?: string | null;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The per-agent actions: duplicate and delete. */
export function AgentRowMenu({
  agentName,
  duplicateRefusal = null,
  onDuplicate,
  onDelete,
}: AgentRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={agentActionsLabel(agentName)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          disabled={duplicateRefusal !== null}
          onClick={() => {
            close();
            onDuplicate();
          }}
        >
          <ListItemText
            primary={LABEL_DUPLICATE}
            secondary={duplicateRefusal}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
          />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          {LABEL_DELETE}
        </MenuItem>
      </Menu>
    </>
  );
}
