import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { actionsFor } from '../strings';

export interface SourceMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/** The "⋮" menu of a document or website row: its less frequent actions, named for screen readers. */
export function SourceMenu({ name, items }: { name: string; items: readonly SourceMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={actionsFor(name)}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            disabled={item.disabled ?? false}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
