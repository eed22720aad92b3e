import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Agent, NewUserCheckList } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAgentAccess, type AgentAccessOptions } from '../hooks/use-agent-access';
import type { AsyncState } from '../utils/async-state';
import { AgentEditor, type SaveAgentSection } from './agent-editor';
import { NewUserChecklist } from './new-user-checklist';

export interface AgentDetailProps extends AgentAccessOptions {
  /** The live agent; null when it does not exist. */
  agentState: AsyncState<Agent | null>;
  checklist: NewUserCheckList | null;
  onSave: SaveAgentSection;
}

/** The agent page: entry rules first, then the live agent's edit forms. */
export function AgentDetail({ agentState, checklist, onSave, ...access }: AgentDetailProps) {
  const state = useAgentAccess(agentState, access);
  if (state.status === 'loading' || state.status === 'leaving') {
    return (
      <Box role="status" aria-label="Loading agent" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
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
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.agents} underline="hover" color="inherit">
          Agents
        </Link>
        <Typography color="text.primary" aria-current="page">
          {agent.name}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
        {agent.name}
      </Typography>
      <NewUserChecklist checklist={checklist} />
      <AgentEditor agent={agent} onSave={onSave} />
    </Stack>
  );
}
