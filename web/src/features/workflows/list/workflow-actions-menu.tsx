import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Workflow } from '@parley/domain';
import { useId, useState } from 'react';
import {
  LABEL_DELETE,
  LABEL_DUPLICATE,
  LABEL_MARK_DRAFT,
  LABEL_MARK_PUBLISHED,
  LABEL_RENAME,
  LABEL_SET_DEFAULT,
  labelActionsFor,
  MSG_DEFAULT_NOT_DELETABLE,
} from './strings';

export type WorkflowAction = 'rename' | 'duplicate' | 'set-default' | 'publish' | 'unpublish' | 'delete';

interface Item {
  action: WorkflowAction;
  label: string;
  /** Why the item is disabled, shown under it; null when enabled. */
  blocked: string | null;
}

function itemsFor(workflow: Workflow, isDefault: boolean, limitReason: string | null): Item[] {
  return [
    { action: 'rename', label: LABEL_RENAME, blocked: null },
    { action: 'duplicate', label: LABEL_DUPLICATE, blocked: limitReason },
    ...(isDefault ? [] : [{ action: 'set-default' as const, label: LABEL_SET_DEFAULT, blocked: null }]),
    workflow.status === 'PUBLISHED'
      ? { action: 'unpublish', label: LABEL_MARK_DRAFT, blocked: null }
      : { action: 'publish', label: LABEL_MARK_PUBLISHED, blocked: null },
    { action: 'delete', label: LABEL_DELETE, blocked: isDefault ? MSG_DEFAULT_NOT_DELETABLE : null },
  ];
}

/** A workflow's row menu; disabled for a VIEWER (the list shows why). */
export function WorkflowActionsMenu({
  workflow,
  isDefault,
  readOnlyReason,
  limitReason,
  onAction,
}: {
  workflow: Workflow;
  isDefault: boolean;
  readOnlyReason: string | null;
  limitReason: string | null;
  onAction: (action: WorkflowAction, workflow: Workflow) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={labelActionsFor(workflow.name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={readOnlyReason !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {itemsFor(workflow, isDefault, limitReason).map((item) => (
          <MenuItem
            key={item.action}
            disabled={item.blocked !== null}
            onClick={() => {
              close();
              onAction(item.action, workflow);
            }}
          >
            <ListItemText
              primary={item.label}
              secondary={item.blocked}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 240 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
