// The version and A/B arm a new call record carries (rules/call-attribution.ts), read where the record
// is made: the campaign runner, trigger-call and the first engine event of a call (apply-call-event).
// docs/calls.md#version-and-arm
import {
  abTestSchema,
  callAttribution,
  type Agent,
  type CallAttribution,
  type CallRecord,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { readAgent } from '../lib/collections';
import { abTestRef } from '../versions/ab-test-store';

/** What a call record carries of its attribution (which agent answers is the engine's business). */
export type CallAttributionFields = Pick<CallRecord, 'agentVersion' | 'abTestCaseId' | 'abArm'>;

/** Attributes one call, given the other party's number (or the call id when there is none). */
export type CallAttributor = (callerKey: string) => CallAttributionFields;

/** The fields of a call of an agent that no longer exists: no version, no arm. */
export const NO_ATTRIBUTION: CallAttributionFields = { agentVersion: null, abTestCaseId: null, abArm: null };

const fieldsOf = ({ agentVersion, abTestCaseId, abArm }: CallAttribution): CallAttributionFields => ({
  agentVersion,
  abTestCaseId,
  abArm,
});

/**
 * How calls of the live agent `agent` are attributed now: its version, or with its A/B test running,
 * the caller's arm and that arm's version. Reads the test and its B copy (in `tx` when given, before
 * any write of it), so it is read once for a whole campaign step.
 */
export async function callAttributor(agent: Agent, tx: Transaction | null = null): Promise<CallAttributor> {
  // A call placed on a B copy itself (a test call of the copy) is arm B of its test.
  const testCaseId = agent.abTestCaseId;
  if (agent.isABTestAgent && testCaseId) {
    return () => ({ agentVersion: agent.version, abTestCaseId: testCaseId, abArm: 'B' });
  }
  if (!agent.abTestCaseId) return (callerKey) => fieldsOf(callAttribution(agent, null, null, callerKey));
  const snapshot = tx
    ? await tx.get(abTestRef(agent.abTestCaseId))
    : await abTestRef(agent.abTestCaseId).get();
  const parsed = abTestSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  const test = parsed.success ? parsed.data : null;
  const variant = test ? await readAgent(test.variantAgentId, tx) : null;
  return (callerKey) => fieldsOf(callAttribution(agent, test, variant, callerKey));
}
