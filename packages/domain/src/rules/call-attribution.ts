// Which agent version and A/B arm answer a call, decided once where the call record is made (a campaign
// dial, a triggered call, the first engine event of an inbound call), so the call log, analytics, the
// CSV and the A/B readout all count the call where it belongs (docs/calls.md#version-and-arm).
import type { AbArm, AbTest } from '../schemas/ab-test';
import type { Agent } from '../schemas/agent';
import { abArmFor } from './ab-test';
import { versionLabel } from './publish';

export interface CallAttribution {
  /** The version that answered: the live agent's, or the B copy's for arm B. */
  agentVersion: number;
  abTestCaseId: string | null;
  abArm: AbArm | null;
  /** The agent whose content answers: the live agent, or the B copy for arm B. */
  answeringAgentId: string;
}

/**
 * The attribution of a call to the live agent `live`: with its A/B test running, the arm `callerKey`
 * (the other party's number, or the call id when there is none) is assigned to (abArmFor, sticky per
 * caller) and that arm's version; otherwise the live version and no arm.
 */
export function callAttribution(
  live: Pick<Agent, 'id' | 'version'>,
  test: Pick<AbTest, 'id' | 'status' | 'split' | 'variantAgentId'> | null,
  variant: Pick<Agent, 'id' | 'version'> | null,
  callerKey: string,
): CallAttribution {
  if (test?.status !== 'running') {
    return { agentVersion: live.version, abTestCaseId: null, abArm: null, answeringAgentId: live.id };
  }
  const arm = abArmFor(callerKey, test);
  const answering = arm === 'B' && variant ? variant : live;
  return {
    agentVersion: answering.version,
    abTestCaseId: test.id,
    abArm: arm,
    answeringAgentId: answering.id,
  };
}

/** A call's version as the agent shows its versions ('v0.6'); '' for a call recorded without one. */
export function callVersionLabel(agentVersion: number | null): string {
  return agentVersion === null ? '' : versionLabel(agentVersion);
}
