// The Vapi sync's fields are the live agent's own state with the engine: a draft starts without them
// (syncing it must never update the live assistant), a version snapshot does not keep them, and
// publishing leaves them on the live agent.
import { agentVersionIdOf, API_ROUTES, apiPath, COLLECTIONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

const call = useApi();
const VAPI_FIELDS = {
  vapiAssistantId: 'asst-live',
  vapiSync: { status: 'synced', version: 1, error: null, at: null },
} as const;
const agentDoc = (id: string) => db().collection(COLLECTIONS.agents).doc(id);

describe('the Vapi fields under version control', () => {
  it('stay on the live agent and out of its draft and its version snapshots', async () => {
    const member = newCaller('member');
    const org = await seedOrg({
      owner: newCaller('owner'),
      members: [member],
      overrides: { enableAgentVersionControl: true },
    });
    await seedUser(member);
    const { agent } = await seedAgent(org, { ...VAPI_FIELDS });

    const drafted = await call('POST', apiPath(API_ROUTES.ensureAgentDraft, {}), {
      caller: member,
      body: { agentId: agent.id },
    });
    expect(drafted.status).toBe(200);
    const draftId = (drafted.body.data as { draftAgentId: string }).draftAgentId;
    const draft = await agentDoc(draftId).get();
    expect(draft.get('vapiAssistantId')).toBeNull();
    expect(draft.get('vapiSync')).toBeNull();

    await agentDoc(draftId).update({ greeting: 'Hello again!' });
    const published = await call('POST', apiPath(API_ROUTES.publishAgent, {}), {
      caller: member,
      body: { draftAgentId: draftId },
    });
    expect(published.status).toBe(200);
    const live = await agentDoc(agent.id).get();
    expect(live.get('greeting')).toBe('Hello again!');
    expect(live.get('vapiAssistantId')).toBe('asst-live');
    for (const version of [1, 2]) {
      const snapshot = await db()
        .collection(COLLECTIONS.agentVersions)
        .doc(agentVersionIdOf(agent.id, version))
        .get();
      expect(snapshot.get('snapshot.vapiAssistantId')).toBeNull();
      expect(snapshot.get('snapshot.vapiSync')).toBeNull();
    }
  });
});
