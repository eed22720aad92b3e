import {
  abTestSchema,
  API_ERROR_REASONS,
  COLLECTIONS,
  MSG_AB_TEST_ENDED,
  MSG_AB_TEST_NOT_FOUND,
  type AbTest,
} from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

export const abTestRef = (testCaseId: string): DocumentReference =>
  db().collection(COLLECTIONS.abTests).doc(testCaseId);

/** The B copy of a live agent for one test: deterministic, so a retried creation lands on it. */
export const variantAgentIdOf = (agentId: string, testCaseId: string): string =>
  `${agentId}_ab_${testCaseId}`;

/** A running A/B test, read in `tx`; refuses an unknown one (not-found) or an ended one (failed-precondition). */
export async function readRunningAbTest(tx: Transaction, testCaseId: string): Promise<AbTest> {
  const snapshot = await tx.get(abTestRef(testCaseId));
  if (!snapshot.exists) {
    throw failure('not-found', MSG_AB_TEST_NOT_FOUND, { reason: API_ERROR_REASONS.abTestNotFound });
  }
  const test = abTestSchema.parse({ ...snapshot.data(), id: snapshot.id });
  if (test.status !== 'running') {
    throw failure('failed-precondition', MSG_AB_TEST_ENDED, { reason: API_ERROR_REASONS.abTestState });
  }
  return test;
}
