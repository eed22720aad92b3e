// POST /agent/{agentId}/test-runs: start a run of the agent's tests on its draft (the agent as it is now)
// or a published version; POST /agent/{agentId}/test-runs/{runId}/cancel: stop it before its next test.
// Both for members who may change the agent (not VIEWERs); another organisation's agent or run answers
// not found. The run itself is advanced by onTestRunWritten. docs/test-lab.md#runs.
import {
  API_ERROR_REASONS,
  API_ROUTES,
  cancelTestRunRequestSchema,
  COLLECTIONS,
  MSG_NO_TESTS_TO_RUN,
  MSG_TEST_RUN_NOT_FOUND,
  MSG_VERSION_NOT_FOUND,
  startTestRunRequestSchema,
  type CancelTestRunResponse,
  type StartTestRunResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { authorizeAgentRun } from '../runtime/runtime-access';
import { readVersionNow } from '../versions/version-store';
import { suiteOwnerId, suiteTestIds, testRunRef } from './test-run-store';

export const startTestRunRoute = defineRoute(
  API_ROUTES.startTestRun,
  startTestRunRequestSchema,
  async ({ uid, input }): Promise<StartTestRunResponse> => {
    const { agent } = await authorizeAgentRun(input.agentId, uid);
    if (input.target !== 'current' && !(await readVersionNow(suiteOwnerId(agent), input.target))) {
      throw failure('not-found', MSG_VERSION_NOT_FOUND, { reason: API_ERROR_REASONS.versionNotFound });
    }
    const suite = await suiteTestIds(agent);
    // Chosen tests run in the order given (each once); the whole suite in id order.
    const testIds = input.testIds ? [...new Set(input.testIds)].filter((id) => suite.includes(id)) : suite;
    if (testIds.length === 0) {
      throw failure('failed-precondition', MSG_NO_TESTS_TO_RUN, { reason: API_ERROR_REASONS.noTestsToRun });
    }
    const ref = db().collection(COLLECTIONS.testRuns).doc();
    await ref.create({
      id: ref.id,
      agentId: agent.id,
      orgId: agent.orgId,
      target: input.target,
      status: 'in_progress',
      stopReason: null,
      cancelRequested: false,
      testIds,
      cursor: 0,
      currentTestId: testIds[0] ?? null,
      total: testIds.length,
      done: 0,
      passed: 0,
      failed: 0,
      usage: { promptTokens: 0, completionTokens: 0, llmCalls: 0 },
      createdBy: uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      finishedAt: null,
    });
    return { data: { runId: ref.id } };
  },
);

export const cancelTestRunRoute = defineRoute(
  API_ROUTES.cancelTestRun,
  cancelTestRunRequestSchema,
  async ({ uid, input }): Promise<CancelTestRunResponse> => {
    const { agent } = await authorizeAgentRun(input.agentId, uid);
    const ref = testRunRef(input.runId);
    const cancelRequested = await db().runTransaction(async (tx) => {
      const run = await tx.get(ref);
      if (!run.exists || run.get('agentId') !== agent.id) {
        throw failure('not-found', MSG_TEST_RUN_NOT_FOUND, { reason: API_ERROR_REASONS.testRunNotFound });
      }
      // A finished run stays as it ended; cancelling it again changes nothing.
      if (run.get('status') !== 'in_progress') return false;
      tx.update(ref, { cancelRequested: true, updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    return { data: { runId: input.runId, cancelRequested } };
  },
);

export const TEST_LAB_ROUTES = [startTestRunRoute, cancelTestRunRoute];
