import { COLLECTIONS, TRANSCRIPT_EVENT_TYPES, API_ROUTES } from '@parley/domain';
import { startFakeVoiceEngine } from '@parley/scripts/fakes';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { parseCall } from './call-store';
import { TEST_ENGINE_SECRET, useEngineSecret } from './call-test-kit';

const api = useApi();
useEngineSecret();

describe('the fake voice engine’s made-up calls', () => {
  it('arrive through the signed webhook as complete records with every transcript event type', async () => {
    const owner = newCaller('owner');
    await seedUser(owner);
    const { agent } = await seedAgent(await seedOrg({ owner }));
    const engine = await startFakeVoiceEngine({
      webhookSecret: TEST_ENGINE_SECRET,
      callEventsUrl: `${api.baseUrl()}${API_ROUTES.callEvents.path}`,
    });
    try {
      const response = await fetch(`${engine.url}/simulate/calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ agentId: agent.id, count: 5 }),
      });
      expect(response.status).toBe(201);
      const { callIds } = (await response.json()) as { callIds: string[] };
      expect(callIds).toHaveLength(5);
      const calls = await Promise.all(
        callIds.map(async (id) => parseCall(await db().collection(COLLECTIONS.calls).doc(id).get())),
      );
      const answered = calls.find((call) => call?.status === 'completed');
      expect(new Set(answered?.transcript.map((line) => line.type))).toEqual(new Set(TRANSCRIPT_EVENT_TYPES));
      // The engine serves its own recordings, so the call detail can play and seek them locally.
      expect(answered?.recordingUrl).toBe(
        `${engine.url}/recordings/${answered?.id ?? ''}.wav?seconds=${String(answered?.durationSeconds)}`,
      );
      expect(new Set(calls.map((call) => call?.reason)).size).toBeGreaterThan(3);
      expect(calls.some((call) => call?.status === 'no-answer')).toBe(true);
    } finally {
      await engine.close();
    }
  });
});
