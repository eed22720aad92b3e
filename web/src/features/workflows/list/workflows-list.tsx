// An agent's workflows: name, type, status, the default marker and who edited it last, with the
// actions each allows. Presentational: the page (workflows-page.tsx) reads the data and does the work.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workflow } from '@parley/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlanGateNotice } from '../../../components/upgrade-link';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import {
  editedText,
  LABEL_DEFAULT,
  LABEL_LOADING_WORKFLOWS,
  LABEL_NEW_FROM_TEMPLATE,
  LABEL_NEW_WORKFLOW,
  LABEL_NO_WORKFLOWS,
  LABEL_WORKFLOWS,
  loadWorkflowsErrorMessage,
  MSG_DEFAULT_HINT,
  MSG_NEVER_EDITED,
  MSG_NO_WORKFLOWS_HINT,
  STATUS_LABELS,
  TYPE_LABELS,
} from './strings';
import { WorkflowActionsMenu, type WorkflowAction } from './workflow-actions-menu';

export interface WorkflowsListProps {
  workflows: AsyncState<readonly Workflow[]>;
  defaultWorkflowId: string | null;
  /** Why the user may not change anything (a VIEWER), or null. */
  readOnlyReason: string | null;
  /** The plan's workflow limit when reached ('Workflow limit reached'), or null. */
  limitReason: string | null;
  /** Opens the new-workflow dialog, blank or with the template picker. */
  onCreate: (fromTemplate: boolean) => void;
  onAction: (action: WorkflowAction, workflow: Workflow) => void;
  workflowHref: (workflowId: string) => string;
}

function lastEdited(workflow: Workflow): string {
  const by = workflow.lastUpdatedBy;
  const when = formatTimestamp(workflow.lastUpdatedAt);
  if (!by && !when) return MSG_NEVER_EDITED;
  return editedText(by?.displayName ?? by?.email ?? null, when);
}

function WorkflowRows({
  workflows,
  defaultWorkflowId,
  readOnlyReason,
  limitReason,
  onAction,
  workflowHref,
}: Omit<WorkflowsListProps, 'workflows' | 'onCreate'> & { workflows: readonly Workflow[] }) {
  return (
    <List aria-label={LABEL_WORKFLOWS} disablePadding>
      {workflows.map((workflow) => {
        const isDefault = workflow.id === defaultWorkflowId;
        return (
          <ListItem key={workflow.id} divider sx={{ gap: 1, py: 1.5, alignItems: 'flex-start' }}>
            <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={workflowHref(workflow.id)}
                variant="subtitle1"
                sx={{ wordBreak: 'break-word', alignSelf: 'flex-start' }}
              >
                {workflow.name}
              </Link>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip size="small" variant="outlined" label={TYPE_LABELS[workflow.type]} />
                <Chip
                  size="small"
                  color={workflow.status === 'PUBLISHED' ? 'success' : 'default'}
                  label={STATUS_LABELS[workflow.status]}
                />
                {isDefault ? (
                  <Chip size="small" color="primary" label={LABEL_DEFAULT} title={MSG_DEFAULT_HINT} />
                ) : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {lastEdited(workflow)}
              </Typography>
            </Stack>
            <WorkflowActionsMenu
              workflow={workflow}
              isDefault={isDefault}
              readOnlyReason={readOnlyReason}
              limitReason={limitReason}
              onAction={onAction}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The Workflows tab's list with 'New workflow' and 'New from template'. */
export function WorkflowsList(props: WorkflowsListProps) {
  const { workflows, readOnlyReason, limitReason, onCreate } = props;
  const headingId = useId();
  const reasonId = useId();
  const blocked = readOnlyReason ?? limitReason;
  let body;
  if (workflows.status === 'loading') {
    body = (
      <Stack role="status" aria-label={LABEL_LOADING_WORKFLOWS} spacing={1} sx={{ p: 2 }}>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else if (workflows.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        {loadWorkflowsErrorMessage(workflows.error.message)}
      </Alert>
    );
  } else if (workflows.data.length === 0) {
    body = (
      <Stack spacing={1} sx={{ p: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="h3">
          {LABEL_NO_WORKFLOWS}
        </Typography>
        <Typography color="text.secondary">{MSG_NO_WORKFLOWS_HINT}</Typography>
      </Stack>
    );
  } else {
    body = <WorkflowRows {...props} workflows={workflows.data} />;
  }
  const createProps = {
    disabled: blocked !== null,
    'aria-describedby': blocked === null ? undefined : reasonId,
  };
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {LABEL_WORKFLOWS}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            {...createProps}
            onClick={() => {
              onCreate(true);
            }}
          >
            {LABEL_NEW_FROM_TEMPLATE}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            {...createProps}
            onClick={() => {
              onCreate(false);
            }}
          >
            {LABEL_NEW_WORKFLOW}
          </Button>
        </Stack>
      </Stack>
      {readOnlyReason !== null ? (
        <Alert severity="info">
          <span id={reasonId}>{readOnlyReason}</span>
        </Alert>
      ) : limitReason !== null ? (
        <PlanGateNotice id={reasonId} severity="warning" message={limitReason} />
      ) : null}
      <Paper variant="outlined">{body}</Paper>
    </Stack>
  );
}
