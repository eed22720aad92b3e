// A call records the exact version and A/B arm that answered it, so the call log, analytics, the CSV and
// the A/B readout (counts by arm) see it where it belongs. docs/calls.md#version-and-arm
import { COLLECTIONS, abTestSchema, type AbSplit, type Organisation } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { recordCallEvent } from './apply-call-event';
import { callEvents } from './call-test-kit';

async function liveAgentAtVersion(version: number) {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org, { version });
  return { org, agent };
}

/** Starts an A/B test of the agent against a B copy at `variantVersion`, split as given. */
async function abTest(org: Organisation, agentId: string, split: AbSplit, variantVersion: number) {
  const id = uniqueId('test');
  const { agent: variant } = await seedAgent(org, {
    version: variantVersion,
    isABTestAgent: true,
    abTestCaseId: id,
  });
  await db().collection(COLLECTIONS.agents).doc(agentId).update({ abTestCaseId: id });
  await db()
    .collection(COLLECTIONS.abTests)
    .doc(id)
    .set(abTestSchema.parse({ id, orgId: org.id, agentId, variantAgentId: variant.id, split }));
  return id;
}

/** An inbound call's first event, from `caller`; answers the recorded call. */
async function inboundCall(agentId: string, caller: string) {
  const { make } = callEvents(agentId, { fromNumber: caller });
  return (await recordCallEvent(db(), make({ status: 'ringing' }))).call;
}

const callsOfArm = async (orgId: string, testCaseId: string, arm: 'A' | 'B') =>
  (
    await db()
      .collection(COLLECTIONS.calls)
      .where('orgId', '==', orgId)
      .where('abTestCaseId', '==', testCaseId)
      .where('abArm', '==', arm)
      .count()
      .get()
  ).data().count;

describe('call version and arm', () => {
  it("records the live agent's version, not v1, and no arm without a test", async () => {
    const { agent } = await liveAgentAtVersion(6);
    expect(await inboundCall(agent.id, '+15550100001')).toMatchObject({
      agentVersion: 6,
      abTestCaseId: null,
      abArm: null,
    });
  });

  it("records the caller's arm and that arm's version, so the readout counts calls by arm", async () => {
    const { org, agent } = await liveAgentAtVersion(6);
    const allB = await abTest(org, agent.id, { a: 0, b: 100 }, 7);
    expect(await inboundCall(agent.id, '+15550100002')).toMatchObject({
      agentVersion: 7,
      abTestCaseId: allB,
      abArm: 'B',
    });
    await inboundCall(agent.id, '+15550100003');
    expect(await callsOfArm(org.id, allB, 'B')).toBe(2);
    expect(await callsOfArm(org.id, allB, 'A')).toBe(0);

    const { org: other, agent: second } = await liveAgentAtVersion(4);
    const allA = await abTest(other, second.id, { a: 100, b: 0 }, 5);
    expect(await inboundCall(second.id, '+15550100004')).toMatchObject({ agentVersion: 4, abArm: 'A' });
    expect(await callsOfArm(other.id, allA, 'A')).toBe(1);
  });

  it("keeps what the engine's events say about the version", async () => {
    const { agent } = await liveAgentAtVersion(6);
    const { make } = callEvents(agent.id);
    await recordCallEvent(db(), make({ status: 'ringing' }));
    const { call } = await recordCallEvent(db(), make({ status: 'in-progress', agentVersion: 5 }));
    expect(call.agentVersion).toBe(5);
  });
});
