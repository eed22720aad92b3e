import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NewUserCheckList } from '@parley/domain';
import { useId } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import {
  CHECKLIST_DONE,
  CHECKLIST_NEEDS_AGENT,
  CHECKLIST_PROGRESS_LABEL,
  CHECKLIST_STEP_KNOWLEDGE,
  CHECKLIST_STEP_NUMBER,
  CHECKLIST_STEP_VOICE,
  CHECKLIST_STEP_WORKFLOW,
  CHECKLIST_TITLE,
  CHECKLIST_TO_DO,
  checklistProgress,
} from '../../../lib/strings';

interface Step {
  key: keyof NewUserCheckList;
  label: string;
  /** Where the step is done, on the given agent. */
  target: (agentId: string) => To;
}

// The server ticks each flag when its action happens (functions/src/users/checklist.ts); the agent's
// page also ticks what the agent already has (agentChecklist). Every step's screen exists, so each open
// step is a link: the list never says a working screen is "coming soon".
const STEPS: readonly Step[] = [
  {
    key: 'hasChosenVoice',
    label: CHECKLIST_STEP_VOICE,
    target: (agentId) => paths.agentTab(agentId, 'voice'),
  },
  {
    key: 'hasAddedKnowledgeBase',
    label: CHECKLIST_STEP_KNOWLEDGE,
    target: (agentId) => paths.agentTab(agentId, 'knowledge'),
  },
  {
    key: 'hasAddedWorkflow',
    label: CHECKLIST_STEP_WORKFLOW,
    target: (agentId) => paths.agentTab(agentId, 'workflows'),
  },
  {
    key: 'hasAddedPhoneNumber',
    label: CHECKLIST_STEP_NUMBER,
    target: (agentId) => paths.agentNumbers(agentId),
  },
];

/** Whether the checklist still has steps to do. */
export function isChecklistPending(checklist: NewUserCheckList | null): checklist is NewUserCheckList {
  return checklist !== null && STEPS.some((step) => !checklist[step.key]);
}

function OpenStep({ step, agentId }: { step: Step; agentId: string | null }) {
  const icon = (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <RadioButtonUncheckedIcon color="disabled" titleAccess={CHECKLIST_TO_DO} />
    </ListItemIcon>
  );
  if (agentId === null) {
    return (
      <ListItem disableGutters>
        {icon}
        <ListItemText
          primary={step.label}
          secondary={CHECKLIST_NEEDS_AGENT}
          slotProps={{ primary: { color: 'text.secondary' } }}
        />
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={step.target(agentId)} sx={{ px: 0 }}>
        {icon}
        <ListItemText primary={step.label} />
      </ListItemButton>
    </ListItem>
  );
}

export interface NewUserChecklistProps {
  /** The live flags (t_users.newUserCheckList); null while unknown. */
  checklist: NewUserCheckList | null;
  /** The agent the steps act on (the page's agent, or the first one); null when there is none. */
  agentId: string | null;
}

/**
 * The new user's first steps, shown until all four are done; nothing when unknown or complete. Each open
 * step opens the place where it is done.
 */
export function NewUserChecklist({ checklist, agentId }: NewUserChecklistProps) {
  const titleId = useId();
  if (!isChecklistPending(checklist)) return null;
  const done = STEPS.filter((step) => checklist[step.key]).length;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {CHECKLIST_TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {checklistProgress(done, STEPS.length)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / STEPS.length) * 100}
          aria-label={CHECKLIST_PROGRESS_LABEL}
          sx={{ my: 1 }}
        />
        <List dense>
          {STEPS.map((step) =>
            checklist[step.key] ? (
              <ListItem key={step.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="success" titleAccess={CHECKLIST_DONE} />
                </ListItemIcon>
                <ListItemText primary={step.label} />
              </ListItem>
            ) : (
              <OpenStep key={step.key} step={step} agentId={agentId} />
            ),
          )}
        </List>
      </CardContent>
    </Card>
  );
}
