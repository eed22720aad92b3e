// "Retry now" for a pending voice engine sync: editors run it once against the fake Vapi; a VIEWER is
// refused and another organisation's agent is not found, with nothing sent to Vapi.
import { API_ROUTES, apiPath, COLLECTIONS, type Agent } from '@parley/domain';
import { startFakeVapi, vapiError, type FakeVapi } from '@parley/scripts/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

const API_KEY = 'retry-test-key';
const api = useApi();
const owner = newCaller('owner');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
let fake: FakeVapi;
let agent: Agent;

const retry = (caller = owner) =>
  api('POST', apiPath(API_ROUTES.retryVapiSync, { agentId: agent.id }), { caller, body: {} });
const stored = async () => db().collection(COLLECTIONS.agents).doc(agent.id).get();

beforeAll(async () => {
  fake = await startFakeVapi({ apiKey: API_KEY });
  await Promise.all([owner, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  const org = await seedOrg({ owner, members: [viewer] });
  ({ agent } = await seedAgent(org, { greeting: 'Hello!' }));
  await seedOrg({ owner: stranger });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  fake.failWith(null);
  vi.stubEnv('VAPI_BASE_URL', fake.url);
  vi.stubEnv('VAPI_API_KEY', API_KEY);
  vi.stubEnv('VAPI_WEBHOOK_SECRET', 'hook-secret');
});

describe('POST /agent/{agentId}/vapi-sync/retry', () => {
  it('keeps the agent pending with Vapi’s reason while Vapi refuses, and syncs it once Vapi accepts', async () => {
    // A 4xx: the SDK does not retry it, so the answer is immediate.
    fake.failWith(400, vapiError(400, 'voice.voiceId is not available'));
    const refused = await retry();
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ status: 'pending', error: 'voice.voiceId is not available' });
    expect((await stored()).get('vapiSync')).toMatchObject({
      status: 'pending',
      error: 'voice.voiceId is not available',
    });

    fake.failWith(null);
    const synced = await retry();
    expect(synced.body).toMatchObject({ status: 'synced' });
    const after = await stored();
    expect(after.get('vapiSync')).toMatchObject({ status: 'synced', error: null });
    expect(fake.assistants.has(String(after.get('vapiAssistantId')))).toBe(true);
  });

  it('answers skipped and writes nothing where no Vapi key is configured', async () => {
    vi.stubEnv('VAPI_API_KEY', '');
    const before = fake.requests.length;
    expect((await retry()).body).toEqual({ status: 'skipped' });
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a VIEWER and hides another organisation’s agent, sending nothing to Vapi', async () => {
    const before = fake.requests.length;
    expect((await retry(viewer)).status).toBe(403);
    const foreign = await retry(stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { details: { reason: 'agent-not-found' } } });
    expect(fake.requests.length).toBe(before);
  });
});
