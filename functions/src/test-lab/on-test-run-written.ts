import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { RUNTIME_SECRETS } from '../runtime/runtime-secrets';

/**
 * t_test_runs/{runId} written: runs the run's next test. Each result's progress write fires this again,
 * so a run advances test by test until done or cancelled; with retries on, a crashed test runs again
 * from the run's cursor. The worker loads on first use, so other triggers' cold starts do not pay for it.
 */
export const onTestRunWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.testRuns}/{runId}`,
    retry: true,
    secrets: RUNTIME_SECRETS,
    memory: '512MiB',
    timeoutSeconds: 540,
  },
  async (event) => {
    if (event.data?.after.data()?.status !== 'in_progress') return;
    const { advanceTestRun } = await import('./run-worker');
    await advanceTestRun(event.params.runId);
  },
);
