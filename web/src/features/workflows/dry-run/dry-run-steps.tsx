// The steps a dry-run took: which node ran, what the agent said, the variables it set, the branch
// taken and why (every condition a FILTER tried), and what a real call would have done.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DryRunStep } from '@parley/domain';
import {
  branchText,
  conditionText,
  LABEL_AGENT_SAYS,
  LABEL_SHOW_ON_CANVAS,
  LABEL_STEPS,
  labelShowStep,
} from './strings';

function StepItem({ step, onFocusNode }: { step: DryRunStep; onFocusNode: (nodeId: string) => void }) {
  const set = Object.entries(step.set);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          {step.label}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {step.type}
          </Typography>
        </Typography>
        <Button
          size="small"
          aria-label={labelShowStep(step.label)}
          onClick={() => {
            onFocusNode(step.nodeId);
          }}
          sx={{ flexShrink: 0 }}
        >
          {LABEL_SHOW_ON_CANVAS}
        </Button>
      </Stack>
      {step.say ? (
        <Typography variant="body2">
          <strong>{LABEL_AGENT_SAYS}:</strong> {step.say}
        </Typography>
      ) : null}
      {set.length > 0 ? (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
          {set.map(([name, value]) => (
            <Chip key={name} size="small" variant="outlined" label={`${name} = ${String(value)}`} />
          ))}
        </Stack>
      ) : null}
      {step.branch ? (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="body2">{branchText(step.branch.label, step.branch.reason)}</Typography>
          {step.branch.trace.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {step.branch.trace.map((tried) => (
                <Typography
                  component="li"
                  variant="caption"
                  color={tried.result ? 'success.main' : 'text.secondary'}
                  key={`${tried.branch}:${tried.condition}`}
                >
                  {conditionText(tried.branch, tried.condition, tried.result)}
                  {tried.lines.length > 0 ? ` (${tried.lines.map((line) => line.text).join('; ')})` : ''}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {step.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {step.note}
        </Typography>
      ) : null}
    </ListItem>
  );
}

export function DryRunSteps({
  steps,
  onFocusNode,
}: {
  steps: readonly DryRunStep[];
  onFocusNode: (nodeId: string) => void;
}) {
  return (
    <List aria-label={LABEL_STEPS} dense disablePadding>
      {steps.map((step, index) => (
        <StepItem key={`${String(index)}:${step.nodeId}`} step={step} onFocusNode={onFocusNode} />
      ))}
    </List>
  );
}
