import {
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  defaultGreeting,
  MSG_AGENT_LIMIT_REACHED,
  MSG_AGENT_NOT_FOUND,
  MSG_DELETE_AGENT_FORBIDDEN,
  SYSTEM_OWNER_UID,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { createAgent } from './create-agent';
import { deleteAgent } from './delete-agent';

const call = useApi();
const as = (caller: Caller) => emulatorIdToken(caller.uid, { email: caller.email });

let engine: FakeVoiceEngine;
beforeAll(async () => {
  engine = await startFakeVoiceEngine();
  process.env.VOICE_ENGINE_URL = engine.url;
  const voices = db().collection(COLLECTIONS.voices);
  await voices
    .doc('system-oliver')
    .set({ id: 'system-oliver', name: 'Oliver', ttsId: 'o', ownerUid: SYSTEM_OWNER_UID });
  await voices
    .doc('system-scarlett')
    .set({ id: 'system-scarlett', name: 'Scarlett', ttsId: 's', ownerUid: SYSTEM_OWNER_UID });
});
afterAll(async () => {
  delete process.env.VOICE_ENGINE_URL;
  await engine.close();
});

async function team(plan: 'FREE' | 'PROFESSIONAL' = 'FREE') {
  const [owner, admin, member, viewer] = [
    newCaller('owner'),
    newCaller('admin'),
    newCaller('member'),
    newCaller('viewer'),
  ];
  const org = await seedOrg({ owner, admins: [admin], members: [member, viewer] });
  await seedUser(owner, { plan });
  await Promise.all([admin, member].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  return { owner, admin, member, viewer, org };
}

const read = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();

describe('createAgent', () => {
  it('creates a live agent with the defaults, Scarlett, and its default workflow', async () => {
    const { member, org } = await team();
    const answer = await invokeCallable(createAgent, { orgId: org.id, name: 'Front desk' }, as(member));
    expect(answer.httpStatus).toBe(200);
    const { agentId, workflowId } = answer.result as { agentId: string; workflowId: string };
    const agent = await read(COLLECTIONS.agents, agentId);
    expect(agent).toMatchObject({
      id: agentId,
      uid: member.uid,
      orgId: org.id,
      name: 'Front desk',
      greeting: defaultGreeting('Front desk'),
      selectedVoiceId: 'system-scarlett',
      enableMultiLingual: true,
      conversationStyle: 'Casual',
      isDraft: false,
      concurrency: 4,
      cluster: 'PROD',
      workflowIds: [workflowId],
      workflowSettings: { defaultWorkflowId: workflowId },
      lastUpdatedBy: { uid: member.uid },
    });
    expect(await read(COLLECTIONS.workflows, workflowId)).toMatchObject({
      agentId,
      type: 'INBOUND',
      status: 'PUBLISHED',
    });
    expect((await read(COLLECTIONS.orgs, org.id))?.agentIds).toEqual([agentId]);
  });

  it("refuses a second agent on the owner's FREE plan with plan-limit", async () => {
    const { owner, member, org } = await team('FREE');
    expect((await invokeCallable(createAgent, { orgId: org.id, name: 'One' }, as(owner))).httpStatus).toBe(
      200,
    );
    const second = await invokeCallable(createAgent, { orgId: org.id, name: 'Two' }, as(member));
    expect(second).toMatchObject({
      httpStatus: 403,
      error: {
        status: 'PERMISSION_DENIED',
        message: MSG_AGENT_LIMIT_REACHED,
        details: { reason: 'plan-limit' },
      },
    });
  });

  it("allows more agents on the owner's PROFESSIONAL plan", async () => {
    const { owner, org } = await team('PROFESSIONAL');
    for (const name of ['One', 'Two', 'Three']) {
      expect((await invokeCallable(createAgent, { orgId: org.id, name }, as(owner))).httpStatus).toBe(200);
    }
  });

  it('refuses a VIEWER, a stranger, a blank name and a signed-out caller', async () => {
    const { viewer, org } = await team();
    const stranger = newCaller('stranger');
    await seedUser(stranger);
    expect(await invokeCallable(createAgent, { orgId: org.id, name: 'x' }, as(viewer))).toMatchObject({
      httpStatus: 403,
      error: { details: { reason: 'insufficient-role' } },
    });
    expect(await invokeCallable(createAgent, { orgId: org.id, name: 'x' }, as(stranger))).toMatchObject({
      httpStatus: 403,
      error: { details: { reason: 'not-org-member' } },
    });
    expect(await invokeCallable(createAgent, { orgId: org.id, name: ' ' }, as(stranger))).toMatchObject({
      httpStatus: 400,
      error: { details: { reason: 'invalid-input' } },
    });
    expect((await invokeCallable(createAgent, { orgId: org.id, name: 'x' })).httpStatus).toBe(401);
  });
});

describe('deleteAgent', () => {
  it('the owner deletes the agent, its workflows and endpoints, and the cache is cleared', async () => {
    const { owner, org } = await team();
    const { agent, workflow } = await seedAgent(org);
    const endpoint = uniqueId('endpoint');
    await db()
      .collection(COLLECTIONS.agentEndpoints)
      .doc(endpoint)
      .set({ agent_id: agent.id, number: '+15550001' });
    const answer = await invokeCallable(deleteAgent, { agentId: agent.id }, as(owner));
    expect(answer).toEqual({ httpStatus: 200, result: { ok: true } });
    expect(await read(COLLECTIONS.agents, agent.id)).toBeUndefined();
    expect(await read(COLLECTIONS.workflows, workflow.id)).toBeUndefined();
    expect(await read(COLLECTIONS.agentEndpoints, endpoint)).toBeUndefined();
    expect((await read(COLLECTIONS.orgs, org.id))?.agentIds).toEqual([]);
    expect(engine.cleared).toContain(agent.id);
  });

  it('an org admin and a platform ADMIN may delete', async () => {
    const { admin, org } = await team();
    const platformAdmin = newCaller('staff');
    await seedUser(platformAdmin, { role: 'ADMIN' });
    const first = await seedAgent(org);
    const second = await seedAgent(org);
    expect((await invokeCallable(deleteAgent, { agentId: first.agent.id }, as(admin))).httpStatus).toBe(200);
    expect(
      (await invokeCallable(deleteAgent, { agentId: second.agent.id }, as(platformAdmin))).httpStatus,
    ).toBe(200);
  });

  it('refuses a member and a stranger with the spec text, and an unknown agent', async () => {
    const { member, org } = await team();
    const { agent } = await seedAgent(org);
    const refused = await invokeCallable(deleteAgent, { agentId: agent.id }, as(member));
    expect(refused).toMatchObject({
      httpStatus: 403,
      error: { message: MSG_DELETE_AGENT_FORBIDDEN, details: { reason: 'insufficient-role' } },
    });
    const stranger = newCaller('stranger');
    expect((await invokeCallable(deleteAgent, { agentId: agent.id }, as(stranger))).httpStatus).toBe(403);
    expect(await read(COLLECTIONS.agents, agent.id)).toBeDefined();
    expect(await invokeCallable(deleteAgent, { agentId: 'no-such-agent' }, as(member))).toMatchObject({
      httpStatus: 404,
      error: { message: MSG_AGENT_NOT_FOUND, details: { reason: 'agent-not-found' } },
    });
    expect((await invokeCallable(deleteAgent, {}, as(member))).httpStatus).toBe(400);
  });
});

describe('POST /agent/duplicate', () => {
  const { method, path } = API_ROUTES.duplicateAgent;

  it('copies the agent and its workflows into another organisation of the caller', async () => {
    const { owner, org } = await team('PROFESSIONAL');
    const target = await seedOrg({ owner });
    const { agent, workflow } = await seedAgent(org, { greeting: 'Hello from Acme', concurrency: 8 });
    const answer = await call(method, path, {
      caller: owner,
      body: { agentId: agent.id, targetOrgId: target.id },
    });
    expect(answer.status).toBe(200);
    const { newAgentId } = (answer.body as { data: { newAgentId: string } }).data;
    const copy = await read(COLLECTIONS.agents, newAgentId);
    expect(copy).toMatchObject({
      orgId: target.id,
      uid: owner.uid,
      greeting: 'Hello from Acme',
      concurrency: 8,
      isDraft: false,
      version: 1,
    });
    const [newWorkflowId] = copy?.workflowIds as string[];
    expect(newWorkflowId).not.toBe(workflow.id);
    expect(copy?.workflowSettings).toEqual({ defaultWorkflowId: newWorkflowId });
    expect(await read(COLLECTIONS.workflows, newWorkflowId ?? '')).toMatchObject({ agentId: newAgentId });
    expect((await read(COLLECTIONS.orgs, target.id))?.agentIds).toEqual([newAgentId]);
  });

  it("refuses a target organisation the caller is not in, and the target owner's FREE limit", async () => {
    const { owner, member, org } = await team('PROFESSIONAL');
    const { agent } = await seedAgent(org);
    const elsewhere = await seedOrg({ owner: newCaller('other') });
    const notMember = await call(method, path, {
      caller: member,
      body: { agentId: agent.id, targetOrgId: elsewhere.id },
    });
    expect(notMember).toMatchObject({
      status: 403,
      body: { error: { details: { reason: 'not-org-member' } } },
    });

    const freeOwner = newCaller('free');
    await seedUser(freeOwner, { plan: 'FREE' });
    const full = await seedOrg({ owner: freeOwner, members: [owner] });
    await seedAgent(full);
    const limited = await call(method, path, {
      caller: owner,
      body: { agentId: agent.id, targetOrgId: full.id },
    });
    expect(limited).toMatchObject({
      status: 403,
      body: { error: { message: MSG_AGENT_LIMIT_REACHED, details: { reason: 'plan-limit' } } },
    });
  });

  it('refuses a caller outside the source organisation, a VIEWER, a bad body and no token', async () => {
    const { viewer, org } = await team('PROFESSIONAL');
    const { agent } = await seedAgent(org);
    const outsider = newCaller('outsider');
    await seedUser(outsider);
    const own = await seedOrg({ owner: outsider });
    const refused = await call(method, path, {
      caller: outsider,
      body: { agentId: agent.id, targetOrgId: own.id },
    });
    expect(refused.body.error?.details?.reason).toBe('not-org-member');
    const asViewer = await call(method, path, {
      caller: viewer,
      body: { agentId: agent.id, targetOrgId: org.id },
    });
    expect(asViewer.body.error?.details?.reason).toBe('insufficient-role');
    expect((await call(method, path, { caller: viewer, body: { agentId: agent.id } })).status).toBe(400);
    expect((await call(method, path, { body: { agentId: agent.id, targetOrgId: org.id } })).status).toBe(401);
  });
});

describe('DELETE /agent/{agentId}/clear-cached-agent', () => {
  const route = API_ROUTES.clearCachedAgent;

  it('a member clears the cache; a voice engine failure still answers ok', async () => {
    const { member, org } = await team();
    const { agent } = await seedAgent(org);
    const path = apiPath(route, { agentId: agent.id });
    expect(await call(route.method, path, { caller: member })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(engine.cleared).toContain(agent.id);
    engine.failWith(503);
    try {
      expect((await call(route.method, path, { caller: member })).status).toBe(200);
    } finally {
      engine.failWith(null);
    }
  });

  it('refuses a stranger, answers an unknown agent with the spec text, and refuses no token', async () => {
    const { org } = await team();
    const { agent } = await seedAgent(org);
    const path = apiPath(route, { agentId: agent.id });
    const stranger = newCaller('stranger');
    expect((await call(route.method, path, { caller: stranger })).status).toBe(403);
    const missing = await call(route.method, apiPath(route, { agentId: 'nope' }), { caller: stranger });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: MSG_AGENT_NOT_FOUND, error: { details: { reason: 'agent-not-found' } } },
    });
    expect((await call(route.method, path)).status).toBe(401);
  });
});
