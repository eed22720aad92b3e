import { Timestamp, FieldValue } from 'firebase-admin/firestore';
import {
  agentVersionIdOf,
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  draftAgentIdOf,
  MSG_AB_SPLIT_TOTAL,
  MSG_AB_TEST_RUNNING,
  MSG_PUBLISH_NO_DEFAULT_WORKFLOW,
  MSG_PUBLISH_NO_SOURCE_AGENT,
  MSG_PUBLISH_UNCHANGED,
  MSG_PUBLISHED,
  MSG_VERSION_CONTROL_OFF,
  publishInvalidWorkflowsMessage,
  type ApiRoute,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { refreshVersionState, removeVersionsOf } from './version-state-service';

const call = useApi();

let engine: FakeVoiceEngine;
beforeAll(async () => {
  engine = await startFakeVoiceEngine();
  process.env.VOICE_ENGINE_URL = engine.url;
});
afterAll(async () => {
  delete process.env.VOICE_ENGINE_URL;
  await engine.close();
});

const agents = () => db().collection(COLLECTIONS.agents);
const workflows = () => db().collection(COLLECTIONS.workflows);
const versions = () => db().collection(COLLECTIONS.agentVersions);
const read = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();

/** An organisation with version control on (unless told), its team and a live agent with one workflow. */
async function setup(enableAgentVersionControl = true) {
  const [owner, member, viewer] = [newCaller('owner'), newCaller('member'), newCaller('viewer')];
  const org = await seedOrg({ owner, members: [member, viewer], overrides: { enableAgentVersionControl } });
  await Promise.all([seedUser(owner), seedUser(member), seedUser(viewer, { role: 'VIEWER' })]);
  const { agent, workflow } = await seedAgent(org, { greeting: 'Hello, how can I help?' });
  return { owner, member, viewer, org, agent, workflow };
}

const post = (route: ApiRoute, caller: Caller, body: unknown, params = {}) =>
  call(route.method, apiPath(route, params), { caller, body });

async function draftOf(caller: Caller, agentId: string): Promise<string> {
  const answer = await post(API_ROUTES.ensureAgentDraft, caller, { agentId });
  expect(answer.status).toBe(200);
  return (answer.body.data as { draftAgentId: string }).draftAgentId;
}

const publish = (caller: Caller, draftAgentId: string, note?: string) =>
  post(API_ROUTES.publishAgent, caller, { draftAgentId, note });

async function draftWorkflowsOf(draftId: string) {
  return (await workflows().where('agentId', '==', draftId).get()).docs;
}

/** Makes the draft's one workflow a published inbound 'Reception' with this content, then publishes. */
async function publishReception(caller: Caller, draftId: string, contentJSON: string) {
  const [copy] = await draftWorkflowsOf(draftId);
  await copy?.ref.update({ name: 'Reception', type: 'INBOUND', status: 'PUBLISHED', contentJSON });
  return publish(caller, draftId);
}

async function versionIdsOf(agentId: string): Promise<string[]> {
  return (await versions().where('agentId', '==', agentId).get()).docs.map((doc) => doc.id).sort();
}

const INVALID_CONTENT = JSON.stringify({
  nodes: [
    {
      id: 'n1',
      type: 'ACTION',
      position: { x: 0, y: 0 },
      data: { type: 'WEBHOOK', errors: { isolated: true } },
    },
  ],
  edges: [],
});

describe('POST /agent/draft', () => {
  it('makes one draft with copies of the workflows, even when two tabs ask at once', async () => {
    const { member, agent, workflow } = await setup();
    const [first, second] = await Promise.all([draftOf(member, agent.id), draftOf(member, agent.id)]);
    expect(first).toBe(draftAgentIdOf(agent.id));
    expect(second).toBe(first);
    expect(await read(COLLECTIONS.agents, first)).toMatchObject({
      isDraft: true,
      sourceAgentId: agent.id,
      isEdited: false,
      orgId: agent.orgId,
      greeting: 'Hello, how can I help?',
      businessPhoneNumber: null,
      version: 1,
    });
    const copies = await draftWorkflowsOf(first);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.data()).toMatchObject({ sourceWorkflowId: workflow.id, name: workflow.name });
    const draft = await read(COLLECTIONS.agents, first);
    expect(draft?.workflowSettings).toEqual({ defaultWorkflowId: copies[0]?.id });
    // Drafts are not in the organisation's agent list.
    expect((await read(COLLECTIONS.orgs, agent.orgId))?.agentIds).toEqual([agent.id]);
  });

  it('refuses when version control is off, and refuses a VIEWER', async () => {
    const off = await setup(false);
    const refused = await post(API_ROUTES.ensureAgentDraft, off.member, { agentId: off.agent.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: MSG_VERSION_CONTROL_OFF,
      details: { reason: 'version-control-off' },
    });
    const on = await setup();
    const viewer = await post(API_ROUTES.ensureAgentDraft, on.viewer, { agentId: on.agent.id });
    expect(viewer.status).toBe(403);
    expect((await agents().doc(draftAgentIdOf(on.agent.id)).get()).exists).toBe(false);
  });
});

describe('POST /agent/publish', () => {
  it('copies the draft onto the live agent, snapshots the old version first, and clears the cache', async () => {
    const { member, agent, workflow } = await setup();
    const draftId = await draftOf(member, agent.id);
    const [copy] = await draftWorkflowsOf(draftId);
    await agents()
      .doc(draftId)
      .update({ greeting: 'Hello, how may I help?', documentIds: ['doc-1'] });
    await copy?.ref.update({ contentJSON: '{"nodes":[],"edges":[{"id":"e","source":"a","target":"b"}]}' });

    const answer = await publish(member, draftId, 'Friendlier greeting');
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'success', message: MSG_PUBLISHED, version: 2 },
    });

    expect(await read(COLLECTIONS.agents, agent.id)).toMatchObject({
      greeting: 'Hello, how may I help?',
      documentIds: ['doc-1'],
      version: 2,
      versionCount: 2,
      isEdited: false,
      isDraft: false,
      workflowIds: [workflow.id],
      workflowSettings: { defaultWorkflowId: workflow.id },
    });
    expect((await read(COLLECTIONS.workflows, workflow.id))?.contentJSON).toContain('"id":"e"');
    expect(await read(COLLECTIONS.agents, draftId)).toMatchObject({
      version: 2,
      versionCount: 2,
      isEdited: false,
    });
    expect(await versionIdsOf(agent.id)).toEqual([
      agentVersionIdOf(agent.id, 1),
      agentVersionIdOf(agent.id, 2),
    ]);
    const before = await read(COLLECTIONS.agentVersions, agentVersionIdOf(agent.id, 1));
    expect(before).toMatchObject({
      version: 1,
      orgId: agent.orgId,
      snapshot: { greeting: 'Hello, how can I help?' },
    });
    const after = await read(COLLECTIONS.agentVersions, agentVersionIdOf(agent.id, 2));
    expect(after).toMatchObject({ version: 2, note: 'Friendlier greeting', createdBy: { uid: member.uid } });
    expect(after?.workflows).toHaveLength(1);
    expect(engine.cleared).toContain(agent.id);
  });

  it("dates the live agent's first version by its last change and names its author, not the publisher", async () => {
    const { owner, member, agent } = await setup();
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 9, 30));
    await agents()
      .doc(agent.id)
      .update({
        lastUpdatedAt: createdAt,
        lastUpdatedBy: { uid: owner.uid, email: owner.email, displayName: 'Ann' },
      });
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Hi!' });
    expect((await publish(member, draftId, 'v2')).status).toBe(200);

    const first = await versions().doc(agentVersionIdOf(agent.id, 1)).get();
    expect(first.get('createdBy')).toMatchObject({ uid: owner.uid, displayName: 'Ann' });
    expect((first.get('createdAt') as Timestamp).toMillis()).toBe(createdAt.toMillis());
  });

  it('answers each precondition with the spec text, in order', async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    const invalid = await publishReception(member, draftId, INVALID_CONTENT);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      message: publishInvalidWorkflowsMessage(['Reception']),
      details: { reason: 'publish-precondition' },
    });

    await agents()
      .doc(draftId)
      .update({ workflowSettings: { defaultWorkflowId: null } });
    expect((await publish(member, draftId)).body.error?.message).toBe(MSG_PUBLISH_NO_DEFAULT_WORKFLOW);

    await agents().doc(agent.id).delete();
    expect((await publish(member, draftId)).body.error?.message).toBe(MSG_PUBLISH_NO_SOURCE_AGENT);
  });

  it('judges a workflow by its content, not by the flags stored with its nodes', async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    // No trigger and an action nothing reaches, every stored flag clear: the validator finds both.
    const unflagged = JSON.stringify({
      nodes: [{ id: 'n1', type: 'ACTION', position: { x: 0, y: 0 }, data: { type: 'WEBHOOK' } }],
      edges: [],
    });
    const refused = await publishReception(member, draftId, unflagged);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(publishInvalidWorkflowsMessage(['Reception']));
  });

  it('refuses a VIEWER and a live agent given as the draft', async () => {
    const { member, viewer, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    expect((await publish(viewer, draftId)).status).toBe(403);
    const live = await publish(member, agent.id);
    expect(live.body.error?.details?.reason).toBe('not-draft');
  });

  it('makes one version when the same draft is published twice at once', async () => {
    const { member, owner, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Edited once' });
    const answers = await Promise.all([publish(member, draftId), publish(owner, draftId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.status).sort()).toEqual(['success', 'unchanged']);
    expect(answers.find((answer) => answer.body.status === 'unchanged')?.body.message).toBe(
      MSG_PUBLISH_UNCHANGED,
    );
    expect(await read(COLLECTIONS.agents, agent.id)).toMatchObject({ version: 2, versionCount: 2 });
    expect(await versionIdsOf(agent.id)).toHaveLength(2);
  });

  it('keeps an unedited snapshot of the current version, and replaces an edited one', async () => {
    const kept = await setup();
    const keptDraft = await draftOf(kept.member, kept.agent.id);
    const snapshotRef = versions().doc(agentVersionIdOf(kept.agent.id, 1));
    const liveNow = await read(COLLECTIONS.agents, kept.agent.id);
    await snapshotRef.set({
      id: snapshotRef.id,
      agentId: kept.agent.id,
      version: 1,
      note: 'first',
      snapshot: liveNow,
    });
    await agents().doc(keptDraft).update({ greeting: 'Changed' });
    expect((await publish(kept.member, keptDraft)).body.status).toBe('success');
    expect((await snapshotRef.get()).data()?.note).toBe('first');

    const edited = await setup();
    const editedDraft = await draftOf(edited.member, edited.agent.id);
    const staleRef = versions().doc(agentVersionIdOf(edited.agent.id, 1));
    await staleRef.set({
      id: staleRef.id,
      agentId: edited.agent.id,
      version: 1,
      note: 'stale',
      isEdited: true,
      snapshot: { ...(await read(COLLECTIONS.agents, edited.agent.id)), greeting: 'Long gone' },
    });
    await agents().doc(editedDraft).update({ greeting: 'Changed' });
    expect((await publish(edited.member, editedDraft)).body.status).toBe('success');
    expect((await staleRef.get()).data()).toMatchObject({
      note: '',
      isEdited: false,
      snapshot: { greeting: 'Hello, how can I help?' },
    });
  });
});

describe('POST /agent/restore-version', () => {
  it('makes the draft a copy of the version and leaves history and the live agent alone', async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Second greeting' });
    await publish(member, draftId);

    // A workflow made on the draft since is not part of version 1: the restore drops it.
    await workflows().doc('made-on-draft').set({ id: 'made-on-draft', agentId: draftId, name: 'Extra' });
    const restored = await post(API_ROUTES.restoreAgentVersion, member, { agentId: agent.id, version: 1 });
    expect(restored).toMatchObject({ status: 200, body: { data: { draftAgentId: draftId } } });
    expect(await read(COLLECTIONS.agents, draftId)).toMatchObject({
      greeting: 'Hello, how can I help?',
      isEdited: true,
      isDraft: true,
      meta: { restoredFromVersion: 1 },
    });
    expect(await draftWorkflowsOf(draftId)).toHaveLength(1);
    expect((await read(COLLECTIONS.agents, agent.id))?.greeting).toBe('Second greeting');
    expect(await versionIdsOf(agent.id)).toHaveLength(2);

    expect((await publish(member, draftId)).body).toMatchObject({ status: 'success', version: 3 });
    expect(await read(COLLECTIONS.agents, agent.id)).toMatchObject({
      greeting: 'Hello, how can I help?',
      version: 3,
    });
    expect(await versionIdsOf(agent.id)).toHaveLength(3);
  });

  it('refuses a version whose snapshot is missing fields with a clear 4xx, changing nothing', async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Second greeting' });
    await publish(member, draftId);
    const broken = versions().doc(agentVersionIdOf(agent.id, 1));
    await broken.update({ snapshot: FieldValue.delete() });
    const refused = await post(API_ROUTES.restoreAgentVersion, member, { agentId: agent.id, version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details?.reason).toBe(API_ERROR_REASONS.versionIncomplete);
    expect((await read(COLLECTIONS.agents, draftId))?.greeting).toBe('Second greeting');
  });

  it('answers an unknown version with not-found', async () => {
    const { member, agent } = await setup();
    const missing = await post(API_ROUTES.restoreAgentVersion, member, { agentId: agent.id, version: 7 });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.details?.reason).toBe('version-not-found');
  });
});

describe('refreshVersionState', () => {
  it("sets a draft's isEdited when it differs from live, and clears it when it no longer does", async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Different' });
    expect(await refreshVersionState(draftId)).toEqual(['updated']);
    expect((await read(COLLECTIONS.agents, draftId))?.isEdited).toBe(true);
    await agents().doc(draftId).update({ greeting: 'Hello, how can I help?' });
    await refreshVersionState(draftId);
    expect((await read(COLLECTIONS.agents, draftId))?.isEdited).toBe(false);

    const [copy] = await draftWorkflowsOf(draftId);
    await copy?.ref.update({ name: 'Renamed' });
    await refreshVersionState(draftId);
    expect((await read(COLLECTIONS.agents, draftId))?.isEdited).toBe(true);
    expect(await refreshVersionState(draftId)).toEqual(['unchanged']);
  });

  it("marks the current version's snapshot edited when the live agent changes outside publish", async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Published' });
    await publish(member, draftId);
    await agents().doc(agent.id).update({ greeting: 'Edited live' });
    await refreshVersionState(agent.id);
    expect((await read(COLLECTIONS.agentVersions, agentVersionIdOf(agent.id, 2)))?.isEdited).toBe(true);
    expect((await read(COLLECTIONS.agents, draftId))?.isEdited).toBe(true);
  });
});

describe('A/B tests', () => {
  const start = (caller: Caller, agentId: string, split = { a: 50, b: 50 }) =>
    post(API_ROUTES.createAbTest, caller, { agentId, split });

  it('makes a B copy, refuses a second test and a split not totalling 100, and promotes B', async () => {
    const { member, agent } = await setup(false);
    expect((await start(member, agent.id, { a: 60, b: 30 })).body.error).toMatchObject({
      details: { reason: 'invalid-input', issues: [{ message: MSG_AB_SPLIT_TOTAL }] },
    });
    const started = await start(member, agent.id, { a: 70, b: 30 });
    expect(started.status).toBe(200);
    const { testCaseId, variantAgentId } = started.body.data as {
      testCaseId: string;
      variantAgentId: string;
    };
    expect(await read(COLLECTIONS.agents, variantAgentId)).toMatchObject({
      isABTestAgent: true,
      abTestCaseId: testCaseId,
      sourceAgentId: agent.id,
      isDraft: false,
    });
    expect((await read(COLLECTIONS.agents, agent.id))?.abTestCaseId).toBe(testCaseId);
    expect(await read(COLLECTIONS.abTests, testCaseId)).toMatchObject({
      agentId: agent.id,
      variantAgentId,
      split: { a: 70, b: 30 },
      status: 'running',
    });
    expect((await start(member, agent.id)).body.error?.message).toBe(MSG_AB_TEST_RUNNING);

    await agents().doc(variantAgentId).update({ greeting: 'Variant B greeting' });
    const end = API_ROUTES.endAbTest;
    const promoted = await post(end, member, { outcome: 'promote', winner: 'B' }, { testCaseId });
    expect(promoted.body).toMatchObject({ status: 'success', version: 2 });
    expect(await read(COLLECTIONS.agents, agent.id)).toMatchObject({
      greeting: 'Variant B greeting',
      version: 2,
      abTestCaseId: null,
    });
    expect((await agents().doc(variantAgentId).get()).exists).toBe(false);
    expect(await draftWorkflowsOf(variantAgentId)).toHaveLength(0);
    expect(await read(COLLECTIONS.abTests, testCaseId)).toMatchObject({ status: 'promoted', winner: 'B' });
    expect(
      (await post(end, member, { outcome: 'discard' }, { testCaseId })).body.error?.details?.reason,
    ).toBe('ab-test-state');
  });

  it('discards a test: the live agent stays as it was, the B copy goes', async () => {
    const { member, viewer, agent } = await setup(false);
    expect((await start(viewer, agent.id)).status).toBe(403);
    const { testCaseId, variantAgentId } = (await start(member, agent.id)).body.data as {
      testCaseId: string;
      variantAgentId: string;
    };
    await agents().doc(variantAgentId).update({ greeting: 'Not kept' });
    const split = await post(API_ROUTES.updateAbSplit, member, { split: { a: 10, b: 90 } }, { testCaseId });
    expect(split.status).toBe(200);
    expect((await read(COLLECTIONS.abTests, testCaseId))?.split).toEqual({ a: 10, b: 90 });
    const discarded = await post(API_ROUTES.endAbTest, member, { outcome: 'discard' }, { testCaseId });
    expect(discarded.body).toMatchObject({ status: 'unchanged', version: 1 });
    expect(await read(COLLECTIONS.agents, agent.id)).toMatchObject({
      greeting: 'Hello, how can I help?',
      abTestCaseId: null,
    });
    expect((await agents().doc(variantAgentId).get()).exists).toBe(false);
    expect((await read(COLLECTIONS.abTests, testCaseId))?.status).toBe('discarded');
  });
});

describe('removeVersionsOf', () => {
  it("deletes a deleted live agent's draft, B copy, their workflows and its snapshots, and ends its test", async () => {
    const { member, agent } = await setup();
    const draftId = await draftOf(member, agent.id);
    await agents().doc(draftId).update({ greeting: 'Published' });
    await publish(member, draftId);
    const started = await post(API_ROUTES.createAbTest, member, {
      agentId: agent.id,
      split: { a: 50, b: 50 },
    });
    const { testCaseId, variantAgentId } = started.body.data as {
      testCaseId: string;
      variantAgentId: string;
    };

    await agents().doc(agent.id).delete();
    expect(await removeVersionsOf(agent.id)).toBe(4);
    for (const id of [draftId, variantAgentId]) {
      expect((await agents().doc(id).get()).exists).toBe(false);
      expect(await draftWorkflowsOf(id)).toHaveLength(0);
    }
    expect(await versionIdsOf(agent.id)).toEqual([]);
    expect((await read(COLLECTIONS.abTests, testCaseId))?.status).toBe('discarded');
    expect(await removeVersionsOf(agent.id)).toBe(0);
  });
});
