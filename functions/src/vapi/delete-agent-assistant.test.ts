// Deleting an agent deletes its Vapi assistant (real SDK against the fake Vapi); Vapi being down is
// logged and the delete still succeeds.
import { COLLECTIONS } from '@parley/domain';
import { startFakeVapi, type FakeVapi } from '@parley/scripts/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAgent } from '../agents/delete-agent';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { syncAgentAssistant } from './sync-agent-assistant';

// Starts the fake Auth emulator the callable checks ID tokens against.
useApi();
const API_KEY = 'delete-test-key';
const NO_RETRIES = { maxRetries: 0 };
let fake: FakeVapi;

async function syncedAgent() {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org);
  const synced = await syncAgentAssistant(agent.id, NO_RETRIES);
  if (synced.status !== 'synced') throw new Error(`sync did not happen: ${synced.status}`);
  return { owner, agentId: agent.id, assistantId: synced.assistantId };
}

const remove = (agentId: string, owner: ReturnType<typeof newCaller>) =>
  invokeCallable(deleteAgent, { agentId }, emulatorIdToken(owner.uid, { email: owner.email }));

beforeAll(async () => {
  fake = await startFakeVapi({ apiKey: API_KEY });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  vi.stubEnv('VAPI_BASE_URL', fake.url);
  vi.stubEnv('VAPI_API_KEY', API_KEY);
  vi.stubEnv('VAPI_WEBHOOK_SECRET', 'hook-secret');
});

describe('deleting an agent', () => {
  it('deletes its Vapi assistant', async () => {
    const { owner, agentId, assistantId } = await syncedAgent();
    expect(fake.assistants.has(assistantId)).toBe(true);
    expect(await remove(agentId, owner)).toEqual({ httpStatus: 200, result: { ok: true } });
    expect(fake.assistants.has(assistantId)).toBe(false);
  });

  it('still deletes the agent when Vapi cannot be reached, leaving the assistant', async () => {
    const { owner, agentId, assistantId } = await syncedAgent();
    // Nothing listens on port 9: the SDK fails at once (no status to retry on).
    vi.stubEnv('VAPI_BASE_URL', 'http://127.0.0.1:9');
    expect(await remove(agentId, owner)).toEqual({ httpStatus: 200, result: { ok: true } });
    expect((await db().collection(COLLECTIONS.agents).doc(agentId).get()).exists).toBe(false);
    expect(fake.assistants.has(assistantId)).toBe(true);
  });
});
