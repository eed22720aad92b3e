import {
  API_ERROR_REASONS,
  COLLECTIONS,
  addCounters,
  callContribution,
  callRecordSchema,
  countersOf,
  type CallEvent,
  type CounterTree,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { creditsPerCallMinute } from '../billing/call-usage';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { recordCallEvent } from './apply-call-event';
import { parseCall } from './call-store';
import { callEvents, postCallEvent, readSummary, useEngineSecret } from './call-test-kit';
import { syncCallSummary } from './sync-call-summary';

const api = useApi();
useEngineSecret();

async function team() {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org);
  return { org, agent };
}

const readCall = async (callId: string) =>
  parseCall(await db().collection(COLLECTIONS.calls).doc(callId).get());

/** Counters with zeros dropped, sorted: two trees that count the same compare equal. */
const nonZero = (tree: CounterTree) =>
  countersOf(tree)
    .filter(([, amount]) => amount !== 0)
    .map((counter) => JSON.stringify(counter))
    .sort();

describe('POST /voice-engine/webhooks/call-events: signatures', () => {
  it('refuses a wrong secret, a stale timestamp and a body changed after signing, writing nothing', async () => {
    const { agent } = await team();
    const { callId, make } = callEvents(agent.id);
    const event = make({ status: 'ringing' });
    expect((await postCallEvent(api, event, { secret: 'someone-else' })).status).toBe(401);
    const stale = await postCallEvent(api, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    expect(stale.body.error?.details?.reason).toBe(API_ERROR_REASONS.webhookSignature);
    const response = await fetch(`${api.baseUrl()}/voice-engine/webhooks/call-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-parley-signature': 't=1,v1=00' },
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(401);
    expect(await readCall(callId)).toBeNull();
    expect((await postCallEvent(api, event)).status).toBe(200);
    expect((await readCall(callId))?.status).toBe('ringing');
  });

  it('refuses an unknown agent with 404 and a malformed event with 400', async () => {
    const { make } = callEvents('no-such-agent');
    expect((await postCallEvent(api, make({ status: 'ringing' }))).status).toBe(404);
    expect((await postCallEvent(api, { ...make(), seq: -1 })).status).toBe(400);
  });
});

describe('POST /voice-engine/webhooks/call-events: ordering', () => {
  it('ends in one correct record and exact summaries whatever the order and repeats', async () => {
    const { org, agent } = await team();
    const { callId, make } = callEvents(agent.id, { voiceId: 'voice-1' });
    const events: CallEvent[] = [
      make({ status: 'ringing', fromNumber: '+15550100', toNumber: '+15550199' }),
      make({
        status: 'in-progress',
        transcript: [{ index: 0, type: 'assistant', content: 'Hello', at: 0, data: {} }],
      }),
      make({
        transcript: [{ index: 1, type: 'user', content: 'Book me in', at: 1.5, data: {} }],
        agentVersion: 2,
      }),
      make({
        status: 'completed',
        durationSeconds: 130,
        costCents: 21,
        sentiment: 'Positive',
        reason: 'Sales',
      }),
    ];
    const late = make({ status: 'ringing' });
    for (const event of [events[3], events[0], late, events[2], events[0], events[1], events[3]]) {
      if (event) expect((await postCallEvent(api, event)).status).toBe(200);
    }
    const call = await readCall(callId);
    expect(call).toMatchObject({
      status: 'completed',
      durationSeconds: 130,
      sentiment: 'Positive',
      reason: 'Sales',
      agentVersion: 2,
      number: '+15550199',
      orgId: org.id,
      day: '2026-11-20',
    });
    expect(call?.transcript.map((line) => line.content)).toEqual(['Hello', 'Book me in']);
    const expected = addCounters({}, callContribution(callRecordSchema.parse(call), creditsPerCallMinute()));
    expect(nonZero(await readSummary({ agentId: agent.id }, '2026-11-20'))).toEqual(nonZero(expected));
    expect(nonZero(await readSummary({ orgId: org.id }, '2026-11-20'))).toEqual(nonZero(expected));
  });

  it('corrects the summaries when a final status is corrected', async () => {
    const { agent } = await team();
    const { make } = callEvents(agent.id);
    await postCallEvent(api, make({ status: 'completed', durationSeconds: 40 }));
    await postCallEvent(api, make({ status: 'failed' }));
    const summary = await readSummary({ agentId: agent.id }, '2026-11-20');
    expect(summary).toMatchObject({ calls: 1, completions: 0, byStatus: { completed: 0, failed: 1 } });
  });
});

/** A deterministic shuffle (a linear congruential generator), so failures reproduce. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    copy.splice(state % (index + 1), 0, ...copy.splice(index, 1));
  }
  return copy;
}

describe('1,000 replayed events', { timeout: 300_000 }, () => {
  it('end exact, calls and summaries, with duplicates, reordering and repeated syncs', async () => {
    const { org, agent } = await team();
    const sentiments = ['Positive', 'Negative', 'Neutral'] as const;
    const statuses = ['completed', 'failed', 'no-answer'] as const;
    const calls = Array.from({ length: 80 }, (_, index) => {
      const { callId, make } = callEvents(agent.id, { startedAt: Date.UTC(2026, 10, 21 + (index % 3), 9) });
      const events = [
        make({ status: 'ringing', toNumber: `+1555000${String(index % 4)}` }),
        make({ status: 'in-progress', abArm: index % 2 ? 'A' : 'B' }),
        make({ sentiment: sentiments[index % 3], variables: { n: index } }),
        make({
          status: statuses[index % 3],
          durationSeconds: (index * 37) % 700,
          costCents: index,
          reason: 'FAQ',
          transferred: index % 5 === 0,
        }),
      ];
      // Some calls get a late correction of their outcome.
      if (index % 7 === 0) events.push(make({ status: 'completed', sentiment: 'Negative' }));
      return { callId, events };
    });
    const unique = calls.flatMap((call) => call.events);
    // Every event at least once (a dropped event would be another test), the rest duplicates.
    const duplicates = Array.from(
      { length: 1000 - unique.length },
      (_, index) => unique[(index * 13) % unique.length],
    );
    const deliveries = [...unique, ...duplicates].filter((event) => event !== undefined);
    expect(deliveries).toHaveLength(1000);
    for (const [position, event] of shuffled(deliveries, 11).entries()) {
      await recordCallEvent(db(), event);
      // Summaries synced at arbitrary moments, some twice, as replayed triggers would.
      if (position % 3 === 0) await syncCallSummary(db(), event.callId);
      if (position % 5 === 0) await syncCallSummary(db(), event.callId);
    }
    for (const { callId } of calls) await syncCallSummary(db(), callId);

    let expectedAgent: Record<string, CounterTree> = {};
    for (const { callId, events } of calls) {
      const call = await readCall(callId);
      const last = events[events.length - 1];
      const finalEvent = events[3];
      expect(call?.status).toBe(last?.status ?? finalEvent?.status);
      expect(call?.durationSeconds).toBe(finalEvent?.durationSeconds);
      const contribution = callContribution(callRecordSchema.parse(call), creditsPerCallMinute());
      const day = call?.day ?? '';
      expectedAgent = { ...expectedAgent, [day]: addCounters(expectedAgent[day] ?? {}, contribution) };
    }
    for (const [day, expected] of Object.entries(expectedAgent)) {
      expect(nonZero(await readSummary({ agentId: agent.id }, day))).toEqual(nonZero(expected));
      expect(nonZero(await readSummary({ orgId: org.id }, day))).toEqual(nonZero(expected));
      expect((await readSummary({ agentId: agent.id }, day)).calls).toBeGreaterThan(20);
    }
  });
});
