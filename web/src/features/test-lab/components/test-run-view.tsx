import type { TestResult } from '@parley/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTestResults, useTestRun } from '../api/test-lab-data';
import {
  LABEL_CANCEL_RUN,
  LABEL_FAILED,
  LABEL_PASSED,
  LABEL_RESULTS,
  LABEL_RUN_PROGRESS,
  LABEL_TEST_KIND,
  RUN_STATUS_TEXT,
  runProgressText,
  runSummaryText,
  STOP_REASON_TEXT,
} from '../strings';

/** What a failed result shows: each failed assertion's detail, the rubric's rationale, the notes. */
function failures(result: TestResult): string[] {
  return result.attempts.flatMap((attempt) => [
    ...attempt.assertions.filter((each) => !each.passed).map((each) => each.detail),
    ...(attempt.rubric && attempt.rubric.verdict !== 'pass'
      ? [`${attempt.rubric.verdict}: ${attempt.rubric.rationale}`]
      : []),
    ...attempt.notes,
  ]);
}

/** One run, live: its progress bar while it runs, its status once done, and each test's result. */
export function TestRunView({
  orgId,
  runId,
  onCancel,
  cancelling,
}: {
  orgId: string;
  runId: string;
  onCancel: (runId: string) => void;
  cancelling: boolean;
}) {
  const run = useTestRun(runId);
  const results = useTestResults(orgId, runId);
  if (run.status !== 'success' || !run.data) return <LinearProgress aria-label={LABEL_RUN_PROGRESS} />;
  const { status, done, total, passed, stopReason, cancelRequested } = run.data;
  return (
    <Stack spacing={2}>
      {status === 'in_progress' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <LinearProgress
              variant="determinate"
              value={total === 0 ? 0 : (done / total) * 100}
              aria-label={LABEL_RUN_PROGRESS}
            />
            <Typography variant="body2">{runProgressText(done, total)}</Typography>
          </Box>
          <Button
            onClick={() => {
              onCancel(runId);
            }}
            disabled={cancelling || cancelRequested}
          >
            {LABEL_CANCEL_RUN}
          </Button>
        </Stack>
      ) : (
        <Alert severity={status === 'succeeded' ? 'success' : 'error'}>
          {stopReason ? STOP_REASON_TEXT[stopReason] : RUN_STATUS_TEXT[status]} ·{' '}
          {runSummaryText(passed, total)}
        </Alert>
      )}
      {results.status === 'success' && results.data.length > 0 && (
        <List aria-label={LABEL_RESULTS} dense>
          {results.data.map((result) => (
            <ListItem key={result.testId} divider>
              <ListItemText
                primary={`${result.passed ? LABEL_PASSED : LABEL_FAILED}: ${result.name} (${LABEL_TEST_KIND[result.kind] ?? result.kind})`}
                secondary={result.passed ? null : failures(result).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
