// The Tests tab's data: the agent's tests and a run's progress and results, live; starting and
// cancelling a run through the routes (docs/test-lab.md#runs).
import {
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  type AgentTestSummary,
  type TestResult,
  type TestRun,
  type TurnTestForm,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveDocument, useLiveQuery } from '../../../lib/live-data';
import { useServices } from '../../../lib/services';
import { agentTestsCollection, testResultsCollection, testRunDoc } from './test-lab-refs';

const byName = (tests: AgentTestSummary[]) => [...tests].sort((a, b) => a.name.localeCompare(b.name));

/** The suite of a live agent (tests are kept under the live agent's id), by name. */
export function useAgentTests(liveAgentId: string): AsyncState<readonly AgentTestSummary[]> {
  const firestore = useFirestore();
  const tests = useMemo(
    () => query(agentTestsCollection(firestore), where('agentId', '==', liveAgentId)),
    [firestore, liveAgentId],
  );
  return useLiveQuery(tests, byName);
}

export function useTestRun(runId: string): AsyncState<TestRun | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => testRunDoc(firestore, runId), [firestore, runId]);
  return useLiveDocument(ref);
}

/** A run's results as they arrive; the rules decide by orgId, so the query names it. */
export function useTestResults(orgId: string, runId: string): AsyncState<readonly TestResult[]> {
  const firestore = useFirestore();
  const results = useMemo(
    () => query(testResultsCollection(firestore), where('orgId', '==', orgId), where('runId', '==', runId)),
    [firestore, orgId, runId],
  );
  return useLiveQuery(results);
}

const startAnswerSchema = z.object({ data: z.object({ runId: z.string() }) });
const cancelAnswerSchema = z.object({ data: z.object({ runId: z.string(), cancelRequested: z.boolean() }) });

/** Starts a run of the suite on `agentId` as it is now (the draft when there is one). */
export function useStartTestRun(agentId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: async () =>
      (
        await api(apiPath(API_ROUTES.startTestRun, { agentId }), {
          method: API_ROUTES.startTestRun.method,
          body: { target: 'current' },
          schema: startAnswerSchema,
        })
      ).data.runId,
  });
}

export function useCancelTestRun(agentId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (runId: string) =>
      api(apiPath(API_ROUTES.cancelTestRun, { agentId, runId }), {
        method: API_ROUTES.cancelTestRun.method,
        body: {},
        schema: cancelAnswerSchema,
      }),
  });
}

/** Adds a test to the live agent's suite: a direct write, which the rules allow the agent's editors. */
export function useAddAgentTest(orgId: string, liveAgentId: string) {
  const firestore = useFirestore();
  return async (test: TurnTestForm): Promise<void> => {
    await addDoc(collection(firestore, COLLECTIONS.agentTests), { ...test, agentId: liveAgentId, orgId });
  };
}
