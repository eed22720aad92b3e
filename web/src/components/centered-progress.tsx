import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A block's loading state: a centred spinner that screen readers announce by `label`. */
export function CenteredProgress({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
