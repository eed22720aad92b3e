import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Placeholder for the agent list (/agent) until the agents feature lands. */
export function AgentsRoute() {
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Agents</Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>
          Agents come next: this is where you will create, voice and publish your phone agents.
        </Typography>
      </Paper>
    </Stack>
  );
}
