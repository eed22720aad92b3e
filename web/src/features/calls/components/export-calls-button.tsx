import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { causeMessage, type CallFilters } from '@parley/domain';
import type { ExportState } from '../api/export-calls';
import {
  LABEL_CANCEL_EXPORT,
  LABEL_EXPORTING,
  LABEL_EXPORT_CSV,
  exportDone,
  exportFailed,
  exportProgress,
} from '../strings';

export interface ExportCallsButtonProps {
  filters: CallFilters;
  state: ExportState;
  onStart: (filters: CallFilters) => void;
  onCancel: () => void;
  /** Why the plan has no export (the upgrade message), or null. */
  planRefusal: string | null;
}

/** Exports the filtered calls as CSV, with the rows received so far while a large export streams. */
export function ExportCallsButton({
  filters,
  state,
  onStart,
  onCancel,
  planRefusal,
}: ExportCallsButtonProps) {
  const running = state.status === 'running';
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          disabled={running || planRefusal !== null}
          onClick={() => {
            onStart(filters);
          }}
        >
          {running ? LABEL_EXPORTING : LABEL_EXPORT_CSV}
        </Button>
        {running && <Button onClick={onCancel}>{LABEL_CANCEL_EXPORT}</Button>}
        {state.status === 'done' && (
          <Typography variant="body2" role="status">
            {exportDone(state.rows)}
          </Typography>
        )}
      </Stack>
      {planRefusal && (
        <Typography variant="body2" color="text.secondary">
          {planRefusal}
        </Typography>
      )}
      {running && (
        <Stack spacing={0.5} role="status" aria-live="polite">
          <LinearProgress aria-label={LABEL_EXPORTING} />
          <Typography variant="body2">{exportProgress(state.rows)}</Typography>
        </Stack>
      )}
      {state.status === 'error' && <Alert severity="error">{exportFailed(causeMessage(state.error))}</Alert>}
    </Stack>
  );
}
