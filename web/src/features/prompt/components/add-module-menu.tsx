import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  AGENT_CATEGORIES,
  PROMPT_MODULES,
  promptModuleAddRefusal,
  type AgentCategory,
  type ModuleCategory,
  type PromptModule,
} from '@parley/domain';
import { useId, useState } from 'react';
import { AGENT_CATEGORY_HEADINGS, LABEL_ADD_MODULE, REFUSAL_TEXT } from '../strings';
import { ModuleIcon } from './module-icon';

export interface AddModuleMenuProps {
  modules: readonly PromptModule[];
  category: AgentCategory;
  disabled: boolean;
  onAdd: (moduleId: ModuleCategory) => void;
}

/**
 * The catalogue, grouped General / Healthcare, each entry with its icon and description. Entries that
 * cannot be added (disabled, already there, Healthcare on another agent) are shown, greyed, with why.
 */
export function AddModuleMenu({ modules, category, disabled, onAdd }: AddModuleMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {LABEL_ADD_MODULE}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {AGENT_CATEGORIES.flatMap((group) => [
          <ListSubheader key={group}>{AGENT_CATEGORY_HEADINGS[group]}</ListSubheader>,
          ...PROMPT_MODULES.filter((module) => module.agentCategory === group).map((module) => {
            const refusal = promptModuleAddRefusal(modules, module.name, category);
            return (
              <MenuItem
                key={module.name}
                disabled={refusal !== null}
                onClick={() => {
                  close();
                  onAdd(module.name);
                }}
              >
                <ListItemIcon>
                  <ModuleIcon icon={module.icon} />
                </ListItemIcon>
                <ListItemText
                  primary={module.name}
                  secondary={refusal ? REFUSAL_TEXT[refusal] : module.description}
                  slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
                />
              </MenuItem>
            );
          }),
        ])}
      </Menu>
    </>
  );
}
