// Syncing a live agent's assistant through the real SDK against the fake Vapi, agents in the emulator.
import { randomUUID } from 'node:crypto';
import { agentSchema, COLLECTIONS } from '@parley/domain';
import { startFakeVapi, vapiError, type FakeVapi } from '@parley/scripts/fakes';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncAgentAssistant, syncPendingAssistants } from './sync-agent-assistant';

const API_KEY = 'sync-test-key';
const NO_RETRIES = { maxRetries: 0 };
let fake: FakeVapi;

const agentDoc = (id: string) => getFirestore(adminApp()).collection(COLLECTIONS.agents).doc(id);

async function liveAgent(): Promise<string> {
  const id = randomUUID();
  await agentDoc(id).set(
    agentSchema.parse({ id, uid: 'u1', orgId: 'o1', name: 'Front desk', greeting: 'Hi there!', version: 2 }),
  );
  return id;
}

beforeAll(async () => {
  fake = await startFakeVapi({ apiKey: API_KEY });
});

afterAll(async () => {
  await fake.close();
  delete process.env.VAPI_BASE_URL;
  delete process.env.VAPI_API_KEY;
  delete process.env.VAPI_WEBHOOK_SECRET;
});

beforeEach(() => {
  fake.failWith(null);
  process.env.VAPI_BASE_URL = fake.url;
  process.env.VAPI_API_KEY = API_KEY;
  process.env.VAPI_WEBHOOK_SECRET = 'hook-secret';
});

describe('syncAgentAssistant', () => {
  it('creates the assistant once, then updates the same one, and records it on the agent', async () => {
    const agentId = await liveAgent();
    const first = await syncAgentAssistant(agentId, NO_RETRIES);
    expect(first.status).toBe('synced');
    const assistantId = first.status === 'synced' ? first.assistantId : '';
    expect(fake.assistants.get(assistantId)).toMatchObject({
      name: 'Front desk v2',
      firstMessage: 'Hi there!',
      metadata: { parleyAgentId: agentId, parleyVersion: 2 },
      server: { headers: { 'x-vapi-secret': 'hook-secret' } },
    });
    const stored = await agentDoc(agentId).get();
    expect(stored.get('vapiAssistantId')).toBe(assistantId);
    expect(stored.get('vapiSync')).toMatchObject({ status: 'synced', version: 2, error: null });

    await agentDoc(agentId).update({ greeting: 'Hello again!', version: 3 });
    expect(await syncAgentAssistant(agentId, NO_RETRIES)).toEqual({ status: 'synced', assistantId });
    expect(fake.assistants.get(assistantId)).toMatchObject({
      name: 'Front desk v3',
      firstMessage: 'Hello again!',
    });
  });

  it('marks the agent pending when Vapi is down, and the sweep syncs it once Vapi is back', async () => {
    const agentId = await liveAgent();
    fake.failWith(503, vapiError(503, 'Service Unavailable'));
    expect(await syncAgentAssistant(agentId, NO_RETRIES)).toEqual({
      status: 'pending',
      error: 'Service Unavailable',
    });
    expect((await agentDoc(agentId).get()).get('vapiSync')).toMatchObject({
      status: 'pending',
      error: 'Service Unavailable',
    });

    fake.failWith(null);
    expect(await syncPendingAssistants(NO_RETRIES)).toBeGreaterThanOrEqual(1);
    const synced = await agentDoc(agentId).get();
    expect(synced.get('vapiSync')).toMatchObject({ status: 'synced' });
    expect(fake.assistants.has(String(synced.get('vapiAssistantId')))).toBe(true);
  });

  it('does nothing where no Vapi key is configured', async () => {
    const agentId = await liveAgent();
    delete process.env.VAPI_API_KEY;
    const before = fake.requests.length;
    expect(await syncAgentAssistant(agentId)).toEqual({ status: 'skipped' });
    expect(fake.requests.length).toBe(before);
    // Still the schema's default: nothing written.
    expect((await agentDoc(agentId).get()).get('vapiSync')).toBeNull();
  });
});
