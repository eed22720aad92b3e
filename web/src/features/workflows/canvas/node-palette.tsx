// The palette: every node type the domain knows, grouped by kind. A click or Enter adds the step
// (placed by the editor), dragging one onto the canvas drops it where it lands.
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { NODE_KINDS, NODE_TYPE_SPECS } from '@parley/domain';
import { EDITOR_STRINGS, nodeTypeTitle } from '../editor/strings';
import { NodeTypeIcon } from './node-icons';

/** The drag-and-drop payload type that carries a node type from the palette to the canvas. */
export const STEP_DRAG_TYPE = 'application/x-parley-step';

const GROUPS = NODE_KINDS.map((kind) => ({
  kind,
  types: Object.entries(NODE_TYPE_SPECS)
    .filter(([, spec]) => spec.kind === kind)
    .map(([type]) => type)
    .sort((a, b) => nodeTypeTitle(a).localeCompare(nodeTypeTitle(b))),
}));

export interface NodePaletteProps {
  readonly onAdd: (nodeType: string) => void;
  readonly disabled: boolean;
}

export function NodePalette({ onAdd, disabled }: NodePaletteProps) {
  return (
    <nav aria-label={EDITOR_STRINGS.paletteTitle}>
      <List dense disablePadding title={EDITOR_STRINGS.paletteHint}>
        {GROUPS.map((group) => (
          <li key={group.kind}>
            <List dense disablePadding aria-labelledby={`palette-${group.kind}`}>
              <ListSubheader id={`palette-${group.kind}`} disableSticky sx={{ lineHeight: '32px' }}>
                {EDITOR_STRINGS.kindTitle[group.kind]}
              </ListSubheader>
              {group.types.map((type) => (
                <ListItem key={type} disablePadding>
                  <ListItemButton
                    disabled={disabled}
                    draggable={!disabled}
                    aria-label={EDITOR_STRINGS.addStep(nodeTypeTitle(type))}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(STEP_DRAG_TYPE, type);
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => {
                      onAdd(type);
                    }}
                    sx={{ py: 0.25 }}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <NodeTypeIcon type={type} kind={group.kind} />
                    </ListItemIcon>
                    <ListItemText primary={nodeTypeTitle(type)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </li>
        ))}
      </List>
    </nav>
  );
}
