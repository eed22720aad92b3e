// One step on the canvas: its type's icon and title, its label, the validator's flags, an inlet on top
// (not for triggers) and one outlet per branch along the bottom, each named. A fixed size (flow-model)
// so React Flow never measures; the node's full problems are in its accessible name and the list.
// Nothing in a step clips (no `overflow: hidden`, icons drawn unclipped and left out when zoomed out):
// why, in docs/workflows.md, "The editor", Figures.
import WarningIcon from '@mui/icons-material/Warning';
import { alpha, Box, Stack, type Theme } from '@mui/material';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo, type ReactNode } from 'react';
import { FLAG_TEXT } from '../editor/strings';
import { useCompactSteps } from './compact-steps';
import { NODE_HEIGHT, NODE_WIDTH, type StepNode } from './flow-model';
import { NodeTypeIcon } from './node-icons';
import { STEP_TEXT, StepText } from './step-text';

/** The wash over a step the Test chat went through, readable in light and dark themes. */
const TINT = (theme: Theme) => alpha(theme.palette.success.main, 0.12);
const BORDER = 2;
const PADDING_X = 10;
const ICON_SIZE = 20;
const GAP = 6;
/** The width inside the border and padding, which every line has. */
const CONTENT_WIDTH = NODE_WIDTH - 2 * (BORDER + PADDING_X);
/** An inline SVG clips to its box unless told not to; its paths stay inside it anyway. */
const ICON_SX = { fontSize: ICON_SIZE, overflow: 'visible', flex: 'none' } as const;

/** An icon, or when zoomed out the room it takes, so the texts keep their place and width. */
function StepIcon({ children }: { children: ReactNode }) {
  const compact = useCompactSteps();
  return compact ? <Box sx={{ width: ICON_SIZE, height: ICON_SIZE, flex: 'none' }} /> : children;
}

function StepNodeView({ data, selected }: NodeProps<StepNode>) {
  const hasProblems = data.flags.length > 0;
  const { outlets } = data;
  const titleWidth = CONTENT_WIDTH - ICON_SIZE - GAP - (hasProblems ? GAP + ICON_SIZE : 0);
  return (
    <Box
      data-step-type={data.stepType}
      data-flags={data.flags.join(' ')}
      data-trace={data.trace ?? undefined}
      sx={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        boxSizing: 'border-box',
        px: `${String(PADDING_X)}px`,
        py: 0.75,
        // The Test chat's trace: the step waiting for the caller ringed in the success colour, the
        // steps it went through tinted; a selection's outline still wins, problems keep their border.
        bgcolor: 'background.paper',
        backgroundImage: (theme) =>
          data.trace === null ? 'none' : `linear-gradient(${TINT(theme)}, ${TINT(theme)})`,
        border: BORDER,
        borderStyle: data.known ? 'solid' : 'dashed',
        borderColor: hasProblems
          ? 'error.main'
          : selected
            ? 'primary.main'
            : data.trace === null
              ? 'divider'
              : 'success.main',
        borderRadius: 1.5,
        boxShadow: selected || data.trace === 'current' ? 4 : 1,
        outline: selected || data.trace === 'current' ? 3 : 0,
        outlineOffset: 2,
        outlineColor: selected ? 'primary.main' : 'success.main',
      }}
    >
      {!data.isTrigger && <Handle type="target" position={Position.Top} />}
      <Stack
        direction="row"
        spacing={`${String(GAP)}px`}
        sx={{ alignItems: 'center', color: 'text.secondary' }}
      >
        <StepIcon>
          <NodeTypeIcon type={data.stepType} kind={data.kind} sx={ICON_SX} />
        </StepIcon>
        <StepText variant="caption" text={data.title} width={titleWidth} textStyle={STEP_TEXT.title} />
        {hasProblems && (
          <Box sx={{ ml: 'auto', display: 'flex' }}>
            <StepIcon>
              <WarningIcon color="error" aria-hidden sx={ICON_SX} />
            </StepIcon>
          </Box>
        )}
      </Stack>
      <StepText
        variant="body2"
        text={data.label}
        width={CONTENT_WIDTH}
        textStyle={STEP_TEXT.label}
        title={data.label}
      />
      <StepText
        variant="caption"
        color="error"
        component="p"
        text={data.flags.map((flag) => FLAG_TEXT[flag]).join(' · ')}
        width={CONTENT_WIDTH}
        textStyle={STEP_TEXT.flags}
        sx={{ minHeight: 18 }}
      />
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
              <StepText
                variant="caption"
                text={outlet.label}
                width={labelWidth}
                textStyle={STEP_TEXT.outlet}
                sx={{
                  position: 'absolute',
                  bottom: 2,
                  left: `calc(${left} - ${String(labelWidth / 2)}px)`,
                  width: labelWidth,
                  textAlign: 'center',
                  lineHeight: 1.2,
                  color: 'text.secondary',
                }}
              />
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
