import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_MANAGE_NUMBERS,
  LABEL_NO_AGENT_NUMBERS,
  LABEL_PRIMARY,
  loadNumbersErrorMessage,
} from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAgentNumbers } from '../api/get-agent-numbers';

/** The agent page's Phone Numbers section: the agent's numbers, live, and a link to manage them. */
export function NumbersSummary({ orgId, agentId }: { orgId: string; agentId: string }) {
  const numbers = useAgentNumbers({ orgId, agentId });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {numbers.status === 'error' ? (
        <Typography color="error">{loadNumbersErrorMessage(numbers.error.message)}</Typography>
      ) : null}
      {numbers.status === 'success' && numbers.data.length === 0 ? (
        <Typography color="text.secondary">{LABEL_NO_AGENT_NUMBERS}</Typography>
      ) : null}
      {numbers.status === 'success' && numbers.data.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {numbers.data.map((number) => (
            <Chip
              key={number.id}
              label={number.isPrimary ? `${number.number} · ${LABEL_PRIMARY}` : number.number}
              color={number.isPrimary ? 'primary' : 'default'}
              variant="outlined"
            />
          ))}
        </Stack>
      ) : null}
      <Button component={RouterLink} to={paths.agentNumbers(agentId)} variant="outlined">
        {LABEL_MANAGE_NUMBERS}
      </Button>
    </Stack>
  );
}
