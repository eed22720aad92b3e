// Connecting by keyboard: the selected step's next steps (one line per edge, with a remove button) and
// "Connect to…": pick the outlet (a branch, when the step has several) and the next step.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { WorkflowContent, WorkflowNode } from '@parley/domain';
import { useState, type Dispatch } from 'react';
import { nodeLabel, nodeOutlets } from '../canvas/flow-model';
import type { EditorAction } from './editor-state';
import { EDITOR_STRINGS } from './strings';

export interface ConnectPanelProps {
  readonly node: WorkflowNode;
  readonly content: WorkflowContent;
  readonly dispatch: Dispatch<EditorAction>;
  readonly disabled: boolean;
}

export function ConnectPanel({ node, content, dispatch, disabled }: ConnectPanelProps) {
  const outlets = nodeOutlets(node);
  const [outletIndex, setOutletIndex] = useState(0);
  const [target, setTarget] = useState('');
  const byId = new Map(content.nodes.map((candidate) => [candidate.id, candidate]));
  const outgoing = content.edges.filter((edge) => edge.source === node.id);
  const candidates = content.nodes.filter((candidate) => candidate.id !== node.id);
  const outlet = outlets[Math.min(outletIndex, outlets.length - 1)];
  const outletLabel = (handle: string | null) =>
    outlets.find((candidate) => candidate.id === handle)?.label ?? handle;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {EDITOR_STRINGS.nextSteps}
      </Typography>
      {outgoing.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {EDITOR_STRINGS.noNextSteps}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={EDITOR_STRINGS.nextSteps}>
          {outgoing.map((edge) => {
            const next = byId.get(edge.target);
            const label = next ? nodeLabel(next) : edge.target;
            const branch = outletLabel(edge.sourceHandle);
            return (
              <ListItem
                key={edge.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    disabled={disabled}
                    aria-label={EDITOR_STRINGS.removeEdge(branch ? `${label} (${branch})` : label)}
                    onClick={() => {
                      dispatch({ type: 'delete', ids: [edge.id] });
                    }}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={label} secondary={branch} />
              </ListItem>
            );
          })}
        </List>
      )}
      {outlets.length > 0 && (
        <Stack
          component="form"
          spacing={1}
          aria-label={EDITOR_STRINGS.connectTo}
          onSubmit={(event) => {
            event.preventDefault();
            if (!target || !outlet) return;
            dispatch({ type: 'connect', source: node.id, target, sourceHandle: outlet.id });
            setTarget('');
          }}
        >
          <Typography variant="subtitle2" component="h3">
            {EDITOR_STRINGS.connectTo}
          </Typography>
          {outlets.length > 1 && (
            <TextField
              select
              size="small"
              id={`connect-from-${node.id}`}
              label={EDITOR_STRINGS.connectFrom}
              disabled={disabled}
              value={String(outletIndex)}
              slotProps={{ select: { native: true } }}
              onChange={(event) => {
                setOutletIndex(Number(event.target.value));
              }}
            >
              {outlets.map((candidate, index) => (
                <option key={candidate.id ?? 'out'} value={String(index)}>
                  {candidate.label ?? ''}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            id={`connect-to-${node.id}`}
            label={EDITOR_STRINGS.connectTarget}
            disabled={disabled}
            value={target}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              setTarget(event.target.value);
            }}
          >
            <option value="" />
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {nodeLabel(candidate)}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" size="small" disabled={disabled || !target}>
            {EDITOR_STRINGS.connect}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
