// POST /calls/{callId}/analysis/rerun over HTTP, with the scripted LLM as the deployment's model.
import { API_ERROR_REASONS, API_ROUTES, COLLECTIONS, apiPath, callRecordSchema } from '@parley/domain';
import { startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storedCall } from '../calls/call-store';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';

const api = useApi();
let llm: ScriptedLlm;

beforeAll(async () => {
  llm = await startScriptedLlm();
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  vi.stubEnv('LLM_MODEL', 'parley-scripted');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await llm.close();
});

async function team(status: 'completed' | 'in-progress' = 'completed') {
  const owner = newCaller('owner');
  const viewer = newCaller('viewer');
  const stranger = newCaller('stranger');
  await seedUser(owner);
  await seedUser(viewer, { role: 'VIEWER' });
  await seedUser(stranger);
  const org = await seedOrg({ owner, members: [viewer] });
  await seedOrg({ owner: stranger });
  const { agent } = await seedAgent(org);
  const call = callRecordSchema.parse({
    id: uniqueId('call'),
    agentId: agent.id,
    orgId: org.id,
    type: 'inboundPhoneCall',
    status,
    durationSeconds: 40,
    createdAt: Date.UTC(2026, 10, 20, 12),
    transcript: [{ index: 0, type: 'user', content: 'I would like to book an appointment' }],
  });
  await db().collection(COLLECTIONS.calls).doc(call.id).set(storedCall(call));
  return { owner, viewer, stranger, agent, call };
}

const rerunPath = (callId: string) => apiPath(API_ROUTES.rerunCallAnalysis, { callId });

describe('POST /calls/{callId}/analysis/rerun', () => {
  it('analyses the call again with the agent’s current settings, each time it is asked', async () => {
    const { owner, call } = await team();
    const first = await api('POST', rerunPath(call.id), { caller: owner, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      outcome: 'analysed',
      analysis: { status: 'done', verdict: 'success' },
    });
    await db()
      .collection(COLLECTIONS.agents)
      .doc(call.agentId)
      .update({
        'analysisSettings.dataFields': [{ name: 'booking', type: 'Boolean', description: '', options: [] }],
      });
    const again = await api('POST', rerunPath(call.id), { caller: owner, body: {} });
    expect(again.body).toMatchObject({ analysis: { fields: { booking: false } } });
  });

  it('answers another organisation’s call, and an unknown one, as not found', async () => {
    const { stranger, call } = await team();
    for (const callId of [call.id, 'no-such-call']) {
      const answer = await api('POST', rerunPath(callId), { caller: stranger, body: {} });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { details: { reason: API_ERROR_REASONS.callNotFound } } });
    }
  });

  it('refuses a VIEWER, and a call that has not ended', async () => {
    const { viewer, call } = await team();
    expect((await api('POST', rerunPath(call.id), { caller: viewer, body: {} })).status).toBe(403);
    const ongoing = await team('in-progress');
    const answer = await api('POST', rerunPath(ongoing.call.id), { caller: ongoing.owner, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: { reason: API_ERROR_REASONS.callNotEnded } } });
  });
});
