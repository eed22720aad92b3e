import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG_AGENT_LIMIT_REACHED, type Agent } from '@parley/domain';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlanGateNotice } from '../../../components/upgrade-link';
import { paths } from '../../../lib/paths';
import type { AsyncState } from '../../../lib/async-state';
import { filterAgentsByName } from '../utils/filter-agents';
import type { CreateGate } from '../utils/plan-gate';
import {
  LABEL_AGENTS,
  LABEL_CREATE_AGENT,
  LABEL_LOADING_AGENTS,
  LABEL_NO_AGENTS_YET,
  LABEL_SEARCH_AGENTS,
  LABEL_UNTITLED_AGENT,
  MSG_CREATE_FIRST_AGENT,
  lastEditedByMessage,
  loadAgentsErrorMessage,
  noAgentsMatchMessage,
} from '../../../lib/strings';
import { AgentRowMenu } from './agent-row-menu';

export interface AgentsListProps {
  agents: AsyncState<readonly Agent[]>;
  createGate: CreateGate;
  /** Hides the per-agent actions (duplicate, delete) from a user who may only view. */
  readOnly?: boolean;
  /** Why no agent can be duplicated (the plan limit), shown on the disabled menu item; null when allowed. */
  duplicateRefusal?: string | null;
  onCreateClick: () => void;
  onDuplicate: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
}

function CreateButton({
  gate,
  onClick,
  describedBy,
}: {
  gate: CreateGate;
  onClick: () => void;
  describedBy: string;
}) {
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={!gate.allowed}
      onClick={onClick}
      aria-describedby={gate.reason ? describedBy : undefined}
    >
      {LABEL_CREATE_AGENT}
    </Button>
  );
}

function LoadingRows() {
  return (
    <Stack role="status" aria-label={LABEL_LOADING_AGENTS} spacing={1} sx={{ p: 2 }}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

function lastUpdatedLine(agent: Agent): string | undefined {
  const who = agent.lastUpdatedBy?.displayName ?? agent.lastUpdatedBy?.email;
  return who ? lastEditedByMessage(who) : undefined;
}

/** The organisation's agents: search, create, and a menu per agent; loading, empty and error states. */
export function AgentsList({
  agents,
  createGate,
  readOnly = false,
  duplicateRefusal = null,
  onCreateClick,
  onDuplicate,
  onDelete,
}: AgentsListProps) {
  const [search, setSearch] = useState('');
  const reasonId = useId();
  const visible = useMemo(
    () => (agents.status === 'success' ? filterAgentsByName(agents.data, search) : []),
    [agents, search],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {LABEL_AGENTS}
        </Typography>
        <CreateButton gate={createGate} onClick={onCreateClick} describedBy={reasonId} />
      </Stack>
      {createGate.reason &&
        // A VIEWER's read-only notice has no upgrade; the plan's limit has.
        (createGate.reason === MSG_AGENT_LIMIT_REACHED ? (
          <PlanGateNotice id={reasonId} message={createGate.reason} />
        ) : (
          <Alert id={reasonId} severity="info">
            {createGate.reason}
          </Alert>
        ))}
      <TextField
        type="search"
        label={LABEL_SEARCH_AGENTS}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        fullWidth
      />
      <Card variant="outlined">
        {agents.status === 'loading' && <LoadingRows />}
        {agents.status === 'error' && (
          <Alert severity="error" role="alert" sx={{ m: 2 }}>
            {loadAgentsErrorMessage(agents.error.message)}
          </Alert>
        )}
        {agents.status === 'success' && agents.data.length === 0 && (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', p: 4 }}>
            <SmartToyOutlinedIcon fontSize="large" color="action" aria-hidden />
            <Typography variant="h6" component="h2">
              {LABEL_NO_AGENTS_YET}
            </Typography>
            <Typography color="text.secondary">{MSG_CREATE_FIRST_AGENT}</Typography>
            <CreateButton gate={createGate} onClick={onCreateClick} describedBy={reasonId} />
          </Stack>
        )}
        {agents.status === 'success' && agents.data.length > 0 && visible.length === 0 && (
          <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {noAgentsMatchMessage(search.trim())}
          </Typography>
        )}
        {visible.length > 0 && (
          <List aria-label={LABEL_AGENTS} disablePadding>
            {visible.map((agent) => (
              <ListItem
                key={agent.id}
                divider
                disablePadding
                secondaryAction={
                  !readOnly && (
                    <AgentRowMenu
                      agentName={agent.name}
                      duplicateRefusal={duplicateRefusal}
                      onDuplicate={() => {
                        onDuplicate(agent);
                      }}
                      onDelete={() => {
                        onDelete(agent);
                      }}
                    />
                  )
                }
              >
                <ListItemButton component={RouterLink} to={paths.agent(agent.id)}>
                  <ListItemText
                    primary={agent.name || LABEL_UNTITLED_AGENT}
                    secondary={lastUpdatedLine(agent)}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
