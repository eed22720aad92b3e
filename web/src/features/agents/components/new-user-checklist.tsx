import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NewUserCheckList } from '@parley/domain';
import { useId } from 'react';

const STEPS = [
  { key: 'hasChosenVoice', label: 'Choose a voice' },
  { key: 'hasAddedKnowledgeBase', label: 'Add to the knowledge base' },
  { key: 'hasAddedWorkflow', label: 'Add a workflow' },
  { key: 'hasAddedPhoneNumber', label: 'Add a phone number' },
] as const satisfies readonly { key: keyof NewUserCheckList; label: string }[];

/** Whether the checklist still has steps to do. */
export function isChecklistPending(checklist: NewUserCheckList | null): checklist is NewUserCheckList {
  return checklist !== null && STEPS.some((step) => !checklist[step.key]);
}

/** The new user's first steps, shown until all four are done; nothing when unknown or complete. */
export function NewUserChecklist({ checklist }: { checklist: NewUserCheckList | null }) {
  const titleId = useId();
  if (!isChecklistPending(checklist)) return null;
  const done = STEPS.filter((step) => checklist[step.key]).length;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          Get your agent ready
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {done} of {STEPS.length} steps done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / STEPS.length) * 100}
          aria-label="Setup progress"
          sx={{ my: 1 }}
        />
        <List dense>
          {STEPS.map((step) => {
            const complete = checklist[step.key];
            return (
              <ListItem key={step.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {complete ? (
                    <CheckCircleIcon color="success" titleAccess="Done" />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" titleAccess="To do" />
                  )}
                </ListItemIcon>
                <ListItemText primary={step.label} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
