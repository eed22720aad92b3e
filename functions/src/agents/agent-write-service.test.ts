import { COLLECTIONS } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, uniqueId } from '../testing/seed';
import { changedEditableFields, handleAgentWritten } from './agent-write-service';
import { onAgentWritten } from './on-agent-written';

let engine: FakeVoiceEngine;
beforeAll(async () => {
  engine = await startFakeVoiceEngine();
  process.env.VOICE_ENGINE_URL = engine.url;
});
afterAll(async () => {
  delete process.env.VOICE_ENGINE_URL;
  await engine.close();
});

async function liveAgent(overrides = {}) {
  const org = await seedOrg({ owner: newCaller('owner') });
  const { agent } = await seedAgent(org, overrides);
  const ref = db().collection(COLLECTIONS.agents).doc(agent.id);
  const before = (await ref.get()).data() ?? {};
  await ref.update({ greeting: 'Edited greeting' });
  const after = (await ref.get()).data() ?? {};
  return { agent, ref, before, after };
}

describe('changedEditableFields', () => {
  it('sees edited fields, ignores key order and server-only fields', () => {
    expect(
      changedEditableFields(
        { name: 'a', generalSettings: { x: 1, y: 2 } },
        { name: 'b', generalSettings: { y: 2, x: 1 } },
      ),
    ).toEqual(['name']);
    expect(changedEditableFields({ version: 1, lastUpdatedAt: 1 }, { version: 2, lastUpdatedAt: 2 })).toEqual(
      [],
    );
  });
});

describe('agent written', () => {
  it('stamps lastUpdatedAt and clears the cache when a live agent is edited', async () => {
    const { agent, ref, before, after } = await liveAgent();
    const outcome = await handleAgentWritten({
      eventId: uniqueId('event'),
      agentId: agent.id,
      before,
      after,
    });
    expect(outcome).toBe('updated');
    expect((await ref.get()).get('lastUpdatedAt')).toBeDefined();
    expect((await ref.get()).get('lastUpdatedAt')).not.toBeNull();
    expect(engine.cleared).toContain(agent.id);
  });

  it('changes nothing when the same event is replayed', async () => {
    const { agent, ref, before, after } = await liveAgent();
    const eventId = uniqueId('event');
    await handleAgentWritten({ eventId, agentId: agent.id, before, after });
    const stamped = (await ref.get()).updateTime?.toMillis();
    const cleared = engine.cleared.length;
    expect(await handleAgentWritten({ eventId, agentId: agent.id, before, after })).toBe('replayed');
    expect((await ref.get()).updateTime?.toMillis()).toBe(stamped);
    expect(engine.cleared).toHaveLength(cleared);
  });

  it('ignores its own stamp (no loop), drafts, creations and deletions', async () => {
    const { agent, ref, before, after } = await liveAgent();
    await handleAgentWritten({ eventId: uniqueId('event'), agentId: agent.id, before, after });
    const stampedDoc = (await ref.get()).data() ?? {};
    expect(
      await handleAgentWritten({
        eventId: uniqueId('event'),
        agentId: agent.id,
        before: after,
        after: stampedDoc,
      }),
    ).toBe('ignored');
    const draft = await liveAgent({ isDraft: true, sourceAgentId: 'live-1' });
    expect(
      await handleAgentWritten({
        eventId: uniqueId('event'),
        agentId: draft.agent.id,
        before: draft.before,
        after: draft.after,
      }),
    ).toBe('ignored');
    expect(
      await handleAgentWritten({ eventId: uniqueId('event'), agentId: agent.id, before: undefined, after }),
    ).toBe('ignored');
    expect(
      await handleAgentWritten({ eventId: uniqueId('event'), agentId: agent.id, before, after: undefined }),
    ).toBe('ignored');
  });

  it('runs from the deployed trigger with a Firestore event', async () => {
    const { agent, ref, before, after } = await liveAgent();
    const snapshot = (data: Record<string, unknown>) => ({ data: () => data });
    await onAgentWritten.run({
      id: uniqueId('event'),
      params: { agentId: agent.id },
      data: { before: snapshot(before), after: snapshot(after) },
    } as never);
    expect((await ref.get()).get('lastUpdatedAt')).not.toBeNull();
  });
});
