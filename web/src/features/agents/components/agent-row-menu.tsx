import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

interface AgentRowMenuProps {
  agentName: string;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The per-agent actions: duplicate and delete. */
export function AgentRowMenu({ agentName, onDuplicate, onDelete }: AgentRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${agentName}`}
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
          onClick={() => {
            close();
            onDuplicate();
          }}
        >
          Duplicate
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}
