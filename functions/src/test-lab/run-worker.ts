// Advances a test run by one test: claims the next test in a transaction, runs it outside any transaction
// (it talks to the model), then stores its result and the run's progress in one transaction that checks
// nobody stored that test first. A run is advanced by its trigger (on-test-run-written.ts), one test per
// invocation, so a cancel (cancelRequested) is seen between tests and a crash resumes at the cursor.
// docs/test-lab.md#runs.
import { testRunSchema, type TestRun, type TestRunStopReason } from '@parley/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { readAgent } from '../lib/collections';
import { db } from '../lib/firestore';
import { debitModelUsage, requireCredits } from '../runtime/model-usage';
import { loadSnapshot } from '../runtime/snapshot-store';
import { executeTest, type ExecutedTest } from './execute-test';
import { agentTestsRef, suiteOwnerId, testResultRef, testRunRef } from './test-run-store';
import { noUsage } from './usage';

/** The fields that close a run: failed when it stopped early or any test failed, else succeeded. */
function finished(run: Pick<TestRun, 'failed'>, stopReason: TestRunStopReason | null) {
  return {
    status: stopReason !== null || run.failed > 0 ? 'failed' : 'succeeded',
    stopReason,
    currentTestId: null,
    finishedAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

async function readRun(tx: Transaction, runId: string): Promise<TestRun | null> {
  const doc = await tx.get(testRunRef(runId));
  const parsed = testRunSchema.safeParse(doc.data());
  return parsed.success ? parsed.data : null;
}

/** The run's next test to execute, or null when there is none (the run is closed here if it is due). */
function claimNext(runId: string): Promise<TestRun | null> {
  return db().runTransaction(async (tx) => {
    const run = await readRun(tx, runId);
    if (!run || run.status !== 'in_progress') return null;
    if (run.cancelRequested) {
      tx.update(testRunRef(runId), finished(run, 'cancelled'));
      return null;
    }
    if (run.cursor >= run.testIds.length) {
      tx.update(testRunRef(runId), finished(run, null));
      return null;
    }
    return run;
  });
}

async function execute(
  run: TestRun,
  testId: string,
  usage: ReturnType<typeof noUsage>,
): Promise<ExecutedTest | null> {
  const agent = await readAgent(run.agentId);
  if (!agent) return null;
  const snapshot = await loadSnapshot(
    run.target === 'current'
      ? { kind: 'current', agent }
      : { kind: 'version', agentId: suiteOwnerId(agent), version: run.target },
  );
  if (!snapshot) return null;
  const test = await agentTestsRef().doc(testId).get();
  return executeTest(snapshot, test.data(), usage);
}

/**
 * Runs the run's next test and stores its result; answers whether the run still has work. Safe to call
 * twice at once: only one result per test and cursor position is kept.
 */
export async function advanceTestRun(runId: string): Promise<boolean> {
  const run = await claimNext(runId);
  if (!run) return false;
  const testId = run.testIds[run.cursor] ?? '';
  if (!(await hasCredits(run.orgId))) {
    // Out of credits: the run stops here with every result so far kept.
    await db().runTransaction(async (tx) => {
      const now = await readRun(tx, runId);
      if (now?.status === 'in_progress' && now.cursor === run.cursor) {
        tx.update(testRunRef(runId), finished(now, 'out-of-credits'));
      }
    });
    return false;
  }
  const usage = noUsage();
  const executed = await execute(run, testId, usage);
  const outcome = await db().runTransaction(async (tx): Promise<{ stored: boolean; more: boolean }> => {
    const now = await readRun(tx, runId);
    if (!now || now.status !== 'in_progress' || now.cursor !== run.cursor)
      return { stored: false, more: false };
    const ref = testRunRef(runId);
    if (!executed) {
      // The agent or the version went away: nothing further can run.
      tx.update(ref, finished(now, 'error'));
      return { stored: false, more: false };
    }
    tx.set(testResultRef(runId, testId), {
      runId,
      agentId: now.agentId,
      orgId: now.orgId,
      testId,
      ...executed,
      createdAt: FieldValue.serverTimestamp(),
    });
    const cursor = now.cursor + 1;
    const counts = {
      cursor,
      done: now.done + 1,
      passed: now.passed + (executed.passed ? 1 : 0),
      failed: now.failed + (executed.passed ? 0 : 1),
      usage: {
        promptTokens: now.usage.promptTokens + usage.promptTokens,
        completionTokens: now.usage.completionTokens + usage.completionTokens,
        llmCalls: now.usage.llmCalls + usage.llmCalls,
      },
    };
    const last = cursor >= now.testIds.length;
    tx.update(ref, {
      ...counts,
      currentTestId: now.testIds[cursor] ?? null,
      updatedAt: FieldValue.serverTimestamp(),
      ...(last ? finished(counts, null) : {}),
    });
    return { stored: true, more: !last };
  });
  if (outcome.stored) {
    // The credit rules' one entry per test and run, so a repeated delivery never charges twice.
    await debitModelUsage(run.orgId, `testrun_${runId}_${testId}`, [
      { turn: 0, tokensBefore: 0, tokensAfter: usage.promptTokens + usage.completionTokens },
    ]);
  }
  return outcome.more;
}

async function hasCredits(orgId: string): Promise<boolean> {
  try {
    await requireCredits(orgId);
    return true;
  } catch {
    return false;
  }
}

/** Runs every remaining test of the run, one after another (what the trigger does, write by write). */
export async function runToEnd(runId: string): Promise<void> {
  while (await advanceTestRun(runId));
}
