// The Tests tab (docs/test-lab.md): the agent's suite, a run on the draft with a live progress bar, and
// each test's result as it arrives.
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CenteredProgress } from '../../../components/centered-progress';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useAddAgentTest, useAgentTests, useCancelTestRun, useStartTestRun } from '../api/test-lab-data';
import {
  LABEL_LOADING_TESTS,
  LABEL_NEW_TURN_TEST,
  LABEL_NO_TESTS,
  LABEL_RUN_ON_DRAFT,
  LABEL_RUN_TESTS,
  LABEL_TEST_KIND,
  TAB_TESTS,
} from '../strings';
import { TestRunView } from './test-run-view';
import { TurnTestDialog } from './turn-test-dialog';

export interface TestLabPanelProps {
  orgId: string;
  /** The live agent, whose id the suite is kept under. */
  liveAgentId: string;
  /** The agent a run talks to: the draft when there is one. */
  runAgentId: string;
  runsDraft: boolean;
  /** Why the user may not run tests (a VIEWER), or null. */
  readOnlyReason: string | null;
}

export function TestLabPanel({
  orgId,
  liveAgentId,
  runAgentId,
  runsDraft,
  readOnlyReason,
}: TestLabPanelProps) {
  const tests = useAgentTests(liveAgentId);
  const start = useStartTestRun(runAgentId);
  const cancel = useCancelTestRun(runAgentId);
  const notifyError = useNotifyError();
  const [runId, setRunId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const addTest = useAddAgentTest(orgId, liveAgentId);
  if (tests.status === 'error') throw tests.error;
  if (tests.status === 'loading') return <CenteredProgress label={LABEL_LOADING_TESTS} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {TAB_TESTS}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            disabled={readOnlyReason !== null}
            onClick={() => {
              setAdding(true);
            }}
          >
            {LABEL_NEW_TURN_TEST}
          </Button>
          <Button
            variant="contained"
            disabled={tests.data.length === 0 || start.isPending || readOnlyReason !== null}
            title={readOnlyReason ?? undefined}
            onClick={() => {
              start.mutate(undefined, {
                onSuccess: setRunId,
                onError: (error) => {
                  notifyError(error);
                },
              });
            }}
          >
            {runsDraft ? LABEL_RUN_ON_DRAFT : LABEL_RUN_TESTS}
          </Button>
        </Stack>
      </Stack>
      {tests.data.length === 0 ? (
        <Typography>{LABEL_NO_TESTS}</Typography>
      ) : (
        <List aria-label={TAB_TESTS} dense>
          {tests.data.map((test) => (
            <ListItem key={test.id}>
              <ListItemText primary={test.name} secondary={LABEL_TEST_KIND[test.kind]} />
            </ListItem>
          ))}
        </List>
      )}
      <TurnTestDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
        onSubmit={addTest}
      />
      {runId && (
        <TestRunView
          orgId={orgId}
          runId={runId}
          cancelling={cancel.isPending}
          onCancel={(id) => {
            cancel.mutate(id, {
              onError: (error) => {
                notifyError(error);
              },
            });
          }}
        />
      )}
    </Stack>
  );
}
