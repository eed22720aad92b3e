// Where the test lab keeps its data (docs/test-lab.md#data): an agent's tests, its runs, and one result
// per test and run.
import { COLLECTIONS, type Agent } from '@parley/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';

export const agentTestsRef = () => db().collection(COLLECTIONS.agentTests);
export const testRunRef = (runId: string): DocumentReference =>
  db().collection(COLLECTIONS.testRuns).doc(runId);
export const testResultRef = (runId: string, testId: string): DocumentReference =>
  db().collection(COLLECTIONS.testResults).doc(`${runId}_${testId}`);

/**
 * The agent whose tests a run reads: a draft runs its live agent's suite (tests are kept under the live
 * agent's id), so the draft and the live agent are measured by the same tests.
 */
export const suiteOwnerId = (agent: Agent): string =>
  agent.isDraft && agent.sourceAgentId ? agent.sourceAgentId : agent.id;

/** The ids of the agent's tests, in id order. */
export async function suiteTestIds(agent: Agent): Promise<string[]> {
  const snapshot = await agentTestsRef().where('agentId', '==', suiteOwnerId(agent)).select().get();
  return snapshot.docs.map((doc) => doc.id).sort();
}
