import { API_ERROR_REASONS, COLLECTIONS, MSG_BETA_VOICES_DISABLED, MSG_EDIT_THE_DRAFT } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { changedEditableFields } from '../agents/agent-write-service';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { seedVoice } from '../testing/seed-voice';
import { updateAgentVoice } from './update-agent-voice';

useApi(); // starts the fake Auth emulator the callables verify tokens against
const as = (caller: Caller) => emulatorIdToken(caller.uid, { email: caller.email });
const update = (caller: Caller | null, data: unknown) =>
  invokeCallable(updateAgentVoice, data, caller ? as(caller) : undefined);
const readAgent = async (agentId: string) =>
  (await db().collection(COLLECTIONS.agents).doc(agentId).get()).data() ?? {};

async function team(options: { memberBeta?: boolean } = {}) {
  const [owner, member, viewer, stranger] = [
    newCaller('owner'),
    newCaller('member'),
    newCaller('viewer'),
    newCaller('stranger'),
  ];
  const org = await seedOrg({ owner, members: [member, viewer] });
  await seedUser(owner, { orgIds: [org.id] });
  await seedUser(member, { orgIds: [org.id], enableBetaVoices: options.memberBeta ?? false });
  await seedUser(viewer, { orgIds: [org.id], role: 'VIEWER' });
  await seedUser(stranger);
  const current = await seedVoice();
  const { agent } = await seedAgent(org, { selectedVoiceId: current.id });
  return { owner, member, viewer, stranger, org, agent };
}

describe('updateAgentVoice: selected voice', () => {
  it("a member selects a System voice, the agent owner's or their own; the write counts as an edit", async () => {
    const { owner, member, agent } = await team();
    const before = await readAgent(agent.id);
    for (const voice of [
      await seedVoice(),
      await seedVoice({ ownerUid: owner.uid }),
      await seedVoice({ ownerUid: member.uid }),
    ]) {
      expect(await update(member, { agentId: agent.id, selectedVoiceId: voice.id })).toEqual({
        httpStatus: 200,
        result: { ok: true },
      });
      expect(await readAgent(agent.id)).toMatchObject({
        selectedVoiceId: voice.id,
        lastUpdatedBy: { uid: member.uid },
      });
    }
    // onAgentWritten reacts to editable-field changes only: this one stamps lastUpdatedAt and clears the cache.
    expect(changedEditableFields(before, await readAgent(agent.id))).toEqual(['selectedVoiceId']);
  });

  it("refuses a voice the library does not show (someone else's) and an unknown one as not found", async () => {
    const { member, stranger, agent } = await team();
    const strangers = await seedVoice({ ownerUid: stranger.uid });
    for (const selectedVoiceId of [strangers.id, 'no-such-voice']) {
      expect(await update(member, { agentId: agent.id, selectedVoiceId })).toMatchObject({
        httpStatus: 404,
        error: { details: { reason: 'voice-not-found' } },
      });
    }
    expect((await readAgent(agent.id)).selectedVoiceId).toBe(agent.selectedVoiceId);
  });

  it('refuses a realtime voice without enableBetaVoices, with the message', async () => {
    const { member, agent } = await team();
    for (const provider of ['openai_realtime', 'gemini_realtime']) {
      const realtime = await seedVoice({ provider });
      expect(await update(member, { agentId: agent.id, selectedVoiceId: realtime.id })).toMatchObject({
        httpStatus: 403,
        error: { message: MSG_BETA_VOICES_DISABLED, details: { reason: 'beta-voices-disabled' } },
      });
    }
    expect((await readAgent(agent.id)).selectedVoiceId).toBe(agent.selectedVoiceId);
  });

  it('allows a realtime voice when the account has enableBetaVoices', async () => {
    const { member, agent } = await team({ memberBeta: true });
    const realtime = await seedVoice({ provider: 'openai_realtime' });
    expect((await update(member, { agentId: agent.id, selectedVoiceId: realtime.id })).httpStatus).toBe(200);
    expect((await readAgent(agent.id)).selectedVoiceId).toBe(realtime.id);
  });

  it('re-selecting the current voice is a no-op that writes nothing', async () => {
    const { member, agent } = await team();
    const before = await db().collection(COLLECTIONS.agents).doc(agent.id).get();
    expect(
      (await update(member, { agentId: agent.id, selectedVoiceId: agent.selectedVoiceId })).httpStatus,
    ).toBe(200);
    const after = await db().collection(COLLECTIONS.agents).doc(agent.id).get();
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
  });
});

describe('updateAgentVoice: voice settings', () => {
  it('writes enableMultiLingual and the full voiceEngineSettings with defaults filled', async () => {
    const { owner, agent } = await team();
    const answer = await update(owner, {
      agentId: agent.id,
      enableMultiLingual: false,
      voiceEngineSettings: { ...agent.voiceEngineSettings, voiceSpeed: 1.25 },
    });
    expect(answer.httpStatus).toBe(200);
    const stored = await readAgent(agent.id);
    expect(stored).toMatchObject({
      enableMultiLingual: false,
      voiceEngineSettings: { voiceSpeed: 1.25, transcriber: 'deepgram' },
    });
    expect(changedEditableFields(agent, stored).sort()).toEqual([
      'enableMultiLingual',
      'voiceEngineSettings',
    ]);
  });

  it('refuses a speed outside 0.5–1.5, a mix of both shapes, and neither', async () => {
    const { owner, agent } = await team();
    for (const bad of [
      { agentId: agent.id, enableMultiLingual: true, voiceEngineSettings: { voiceSpeed: 1.6 } },
      { agentId: agent.id, enableMultiLingual: true, voiceEngineSettings: { voiceSpeed: 0.45 } },
      { agentId: agent.id, selectedVoiceId: 'v', enableMultiLingual: true },
      { agentId: agent.id },
      { selectedVoiceId: 'v' },
    ]) {
      expect(await update(owner, bad)).toMatchObject({
        httpStatus: 400,
        error: { details: { reason: 'invalid-input' } },
      });
    }
  });
});

describe('updateAgentVoice: who may', () => {
  it('refuses a VIEWER, a stranger, an unknown agent and a missing token', async () => {
    const { viewer, stranger, agent } = await team();
    const voice = await seedVoice();
    const input = { agentId: agent.id, selectedVoiceId: voice.id };
    expect(await update(viewer, input)).toMatchObject({
      httpStatus: 403,
      error: { details: { reason: 'insufficient-role' } },
    });
    expect(await update(stranger, input)).toMatchObject({
      httpStatus: 403,
      error: { details: { reason: 'not-org-member' } },
    });
    expect(await update(stranger, { ...input, agentId: 'no-such-agent' })).toMatchObject({
      httpStatus: 404,
      error: { details: { reason: 'agent-not-found' } },
    });
    expect(await update(null, input)).toMatchObject({
      httpStatus: 401,
      error: { details: { reason: 'unauthenticated' } },
    });
    expect((await readAgent(agent.id)).selectedVoiceId).toBe(agent.selectedVoiceId);
  });
});

describe('updateAgentVoice: version control', () => {
  it('refuses a live agent under version control and writes its draft instead', async () => {
    const { member, org, agent } = await team();
    await db().collection(COLLECTIONS.orgs).doc(org.id).update({ enableAgentVersionControl: true });
    const { agent: draft } = await seedAgent(org, {
      isDraft: true,
      sourceAgentId: agent.id,
      selectedVoiceId: agent.selectedVoiceId,
    });
    const voice = await seedVoice();
    const settings = {
      enableMultiLingual: !agent.enableMultiLingual,
      voiceEngineSettings: { ...agent.voiceEngineSettings, voiceSpeed: 1.25 },
    };
    for (const input of [{ selectedVoiceId: voice.id }, settings]) {
      expect(await update(member, { agentId: agent.id, ...input })).toMatchObject({
        httpStatus: 400,
        error: { message: MSG_EDIT_THE_DRAFT, details: { reason: API_ERROR_REASONS.liveAgentLocked } },
      });
    }
    expect(await readAgent(agent.id)).toMatchObject({
      selectedVoiceId: agent.selectedVoiceId,
      enableMultiLingual: agent.enableMultiLingual,
      voiceEngineSettings: agent.voiceEngineSettings,
    });
    expect(await update(member, { agentId: draft.id, selectedVoiceId: voice.id })).toMatchObject({
      httpStatus: 200,
    });
    expect((await readAgent(draft.id)).selectedVoiceId).toBe(voice.id);
  });
});
