import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agent, NewUserCheckList } from '@parley/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentOrg } from '../../../lib/current-org';
import { CenteredProgress } from '../../../components/centered-progress';
import { paths } from '../../../lib/paths';
import { useAgentAccess, type AgentAccessOptions } from '../hooks/use-agent-access';
import type { AsyncState } from '../../../lib/async-state';
import { LABEL_AGENTS, LABEL_BREADCRUMB, LABEL_LOADING_AGENT } from '../../../lib/strings';
import { AgentEditor, type SaveAgentSection } from './agent-editor';
import { NewUserChecklist } from './new-user-checklist';

/**
 * A section another feature adds to the agent page (the voice library, campaigns...). The app layer
 * composes them, so this feature never imports another one.
 */
export interface AgentDetailSection {
  /** Unique on the page; also the heading's id. */
  readonly id: string;
  readonly title: string;
  /** Drawn once the agent has loaded and may be shown. */
  readonly render: (agent: Agent) => ReactNode;
}

export interface AgentDetailProps extends AgentAccessOptions {
  /** The live agent; null when it does not exist. */
  agentState: AsyncState<Agent | null>;
  checklist: NewUserCheckList | null;
  onSave: SaveAgentSection;
  /** Extra sections, shown in order between the checklist and the edit forms. */
  sections?: readonly AgentDetailSection[];
}

/** The agent page: entry rules first, then the live agent's edit forms. */
export function AgentDetail({ agentState, checklist, onSave, sections = [], ...access }: AgentDetailProps) {
  const state = useAgentAccess(agentState, access);
  // A VIEWER sees the agent and its settings, every edit control disabled, and why.
  const { changeRefusal } = useCurrentOrg();
  if (state.status === 'loading' || state.status === 'leaving') {
    return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {state.error.message}
      </Alert>
    );
  }
  const { agent } = state;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Breadcrumbs aria-label={LABEL_BREADCRUMB}>
        <Link component={RouterLink} to={paths.agents} underline="hover" color="inherit">
          {LABEL_AGENTS}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {agent.name}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
        {agent.name}
      </Typography>
      <NewUserChecklist checklist={checklist} agentId={agent.id} />
      {changeRefusal && <Alert severity="info">{changeRefusal}</Alert>}
      {sections.map((section) => (
        <Paper
          key={section.id}
          component="section"
          variant="outlined"
          aria-labelledby={section.id}
          sx={{ p: 3 }}
        >
          <Typography id={section.id} variant="h6" component="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          {section.render(agent)}
        </Paper>
      ))}
      <AgentEditor agent={agent} onSave={onSave} readOnly={changeRefusal !== null} />
    </Stack>
  );
}
