import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { versionLabel, type Agent } from '@parley/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { VapiSyncStatus } from '../../features/agents/components/vapi-sync-status';
import { paths } from '../../lib/paths';
import { LABEL_AGENTS, LABEL_BREADCRUMB } from '../../lib/strings';
import {
  abArmTitle,
  clusterLabel,
  LABEL_AB_ARM_B,
  LABEL_AB_BREADCRUMB_B,
  LABEL_BACK_TO_AB_TEST,
  MSG_AB_ARM_B,
  LABEL_DRAFT_EDITED,
  LABEL_DRAFT_UP_TO_DATE,
  liveVersionLabel,
  MSG_DRAFT_EDITED,
  MSG_DRAFT_UP_TO_DATE,
} from './agent-workspace-strings';

export interface AgentWorkspaceHeaderProps {
  /** The live agent. */
  agent: Agent;
  /** Whether edits go to a draft; the draft state is shown only then. */
  versionControl: boolean;
  /** The draft, live; null while there is none (nothing edited yet: up to date). */
  draft: Agent | null;
  /** The version actions (publish, version menu), composed by the layout. */
  actions?: ReactNode;
}

/** The live agent (version A) whose A/B test this agent is the B arm of, or null for any other agent. */
function abTestOwnerId(agent: Agent): string | null {
  return agent.isABTestAgent && agent.sourceAgentId ? agent.sourceAgentId : null;
}

/**
 * What is live (name, cluster, version) and, under version control, whether the draft differs from it.
 * The B arm of an A/B test is a copy of the live agent with the same name, so its header says it is
 * version B everywhere (title, breadcrumb, chip, a note) and leads back to the test on the live agent.
 */
export function AgentWorkspaceHeader({ agent, versionControl, draft, actions }: AgentWorkspaceHeaderProps) {
  const edited = draft?.isEdited ?? false;
  const testOwner = abTestOwnerId(agent);
  return (
    <Stack spacing={1} component="header">
      <Breadcrumbs aria-label={LABEL_BREADCRUMB}>
        <Link component={RouterLink} to={paths.agents} underline="hover" color="inherit">
          {LABEL_AGENTS}
        </Link>
        {testOwner && (
          <Link component={RouterLink} to={paths.agent(testOwner)} underline="hover" color="inherit">
            {agent.name}
          </Link>
        )}
        <Typography color="text.primary" aria-current="page" sx={{ wordBreak: 'break-word' }}>
          {testOwner ? LABEL_AB_BREADCRUMB_B : agent.name}
        </Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {testOwner ? abArmTitle(agent.name) : agent.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={clusterLabel(agent.cluster)} />
            {testOwner ? (
              <Chip size="small" color="secondary" label={LABEL_AB_ARM_B} />
            ) : (
              <Chip size="small" color="primary" label={liveVersionLabel(versionLabel(agent.version))} />
            )}
            {versionControl && (
              <Tooltip describeChild title={edited ? MSG_DRAFT_EDITED : MSG_DRAFT_UP_TO_DATE}>
                <Chip
                  size="small"
                  // The warning colour is the icon's only: as a chip's background it fails text contrast.
                  icon={edited ? <EditNoteIcon color="warning" /> : <CheckCircleIcon color="success" />}
                  variant="outlined"
                  label={edited ? LABEL_DRAFT_EDITED : LABEL_DRAFT_UP_TO_DATE}
                  role="status"
                  aria-live="polite"
                />
              </Tooltip>
            )}
          </Stack>
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <VapiSyncStatus agent={agent} />
      {testOwner && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button
              component={RouterLink}
              to={paths.agentTab(testOwner, 'ab-test')}
              color="inherit"
              size="small"
            >
              {LABEL_BACK_TO_AB_TEST}
            </Button>
          }
        >
          {MSG_AB_ARM_B}
        </Alert>
      )}
    </Stack>
  );
}
