// One step on the canvas: its type's icon and title, its label, the validator's flags, an inlet on top
// (not for triggers) and one outlet per branch along the bottom, each named. A fixed size (flow-model)
// so React Flow never measures; the node's full problems are in its accessible name and the list.
import WarningIcon from '@mui/icons-material/Warning';
import { Box, Stack, Typography } from '@mui/material';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { FLAG_TEXT } from '../editor/strings';
import { NODE_HEIGHT, NODE_WIDTH, type StepNode } from './flow-model';
import { NodeTypeIcon } from './node-icons';

function StepNodeView({ data, selected }: NodeProps<StepNode>) {
  const hasProblems = data.flags.length > 0;
  const { outlets } = data;
  return (
    <Box
      data-step-type={data.stepType}
      data-flags={data.flags.join(' ')}
      sx={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        boxSizing: 'border-box',
        overflow: 'hidden',
        px: 1.25,
        py: 0.75,
        bgcolor: 'background.paper',
        border: 2,
        borderStyle: data.known ? 'solid' : 'dashed',
        borderColor: hasProblems ? 'error.main' : selected ? 'primary.main' : 'divider',
        borderRadius: 1.5,
        boxShadow: selected ? 4 : 1,
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      {!data.isTrigger && <Handle type="target" position={Position.Top} />}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <NodeTypeIcon type={data.stepType} kind={data.kind} />
        <Typography variant="caption" noWrap>
          {data.title}
        </Typography>
        {hasProblems && <WarningIcon fontSize="small" color="error" aria-hidden sx={{ ml: 'auto' }} />}
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={data.label}>
        {data.label}
      </Typography>
      <Typography variant="caption" color="error" noWrap component="p" sx={{ minHeight: 18 }}>
        {data.flags.map((flag) => FLAG_TEXT[flag]).join(' · ')}
      </Typography>
      {outlets.map((outlet, index) => {
        const centre = ((index + 1) / (outlets.length + 1)) * 100;
        const left = `${String(centre)}%`;
        // Centred on its outlet by its own width, not by a transform (see HANDLES_WITHOUT_TRANSFORMS).
        const labelWidth = NODE_WIDTH / outlets.length - 4;
        return (
          <Box key={outlet.id ?? 'out'}>
            <Handle
              type="source"
              position={Position.Bottom}
              {...(outlet.id === null ? {} : { id: outlet.id })}
              style={{ left }}
            />
            {outlet.label && (
              <Typography
                variant="caption"
                noWrap
                sx={{
                  position: 'absolute',
                  bottom: 2,
                  left: `calc(${left} - ${String(labelWidth / 2)}px)`,
                  width: labelWidth,
                  textAlign: 'center',
                  fontSize: 10,
                  lineHeight: 1.2,
                  color: 'text.secondary',
                }}
              >
                {outlet.label}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The view reads only `data` and `selected`. React Flow also passes the node's absolute position, which a
 * drag changes every frame: comparing just what is drawn keeps the dragged step's MUI tree from
 * re-rendering per frame (React Flow moves its wrapper itself).
 */
export const StepNodeComponent = memo(
  StepNodeView,
  (before, after) => before.data === after.data && before.selected === after.selected,
);
