// A snapshot carries what its conversation needs from outside the agent, read once when it is built:
// the owner's e-mail address and the marketplace actions its CUSTOM_ACTION steps name (only those the
// organisation may use).
import { randomUUID } from 'node:crypto';
import { agentSchema, buildWorkflow, COLLECTIONS } from '@parley/domain';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminApp } from '@parley/scripts/testing';
import { loadSnapshot } from './snapshot-store';

const db = () => getFirestore(adminApp());

const action = (ownerUid: string, status: string, url: string) => ({
  name: `Action ${url}`,
  integrationId: 'int-1',
  ownerUid,
  status,
  request: { method: 'POST', url, headers: {}, body: '{}' },
});

describe('loadSnapshot', () => {
  it('carries the owner’s e-mail and the actions the organisation may use, never a stranger’s draft', async () => {
    const id = randomUUID();
    const [owner, member, stranger] = ['owner', 'member', 'stranger'].map((who) => `${who}-${id}`);
    const orgId = `org-${id}`;
    const agentId = `agent-${id}`;
    const actions = {
      published: action(stranger as string, 'published', 'https://a.example.com'),
      teamDraft: action(member as string, 'draft', 'https://b.example.com'),
      strangerDraft: action(stranger as string, 'draft', 'https://c.example.com'),
    };
    await db()
      .collection(COLLECTIONS.users)
      .doc(owner as string)
      .set({ uid: owner, email: 'boss@example.com' });
    await db()
      .collection(COLLECTIONS.orgs)
      .doc(orgId)
      .set({
        id: orgId,
        name: 'Bikes',
        ownerUid: owner,
        agentIds: [agentId],
        adminUids: [],
        memberUids: [member],
      });
    for (const [name, data] of Object.entries(actions))
      await db().collection(COLLECTIONS.customActions).doc(`${name}-${id}`).set(data);
    const steps = Object.keys(actions).map((name) => ({
      id: name,
      type: 'CUSTOM_ACTION',
      config: { label: name, actionId: `${name}-${id}` },
    }));
    await db()
      .collection(COLLECTIONS.workflows)
      .doc(`wf-${id}`)
      .set({
        agentId,
        name: 'Main',
        type: 'INBOUND',
        contentJSON: JSON.stringify(
          buildWorkflow(
            [{ id: 'start', type: 'RECEIVE_CALL' }, ...steps],
            [
              ['start', 'published'],
              ['published', 'teamDraft'],
              ['teamDraft', 'strangerDraft'],
            ],
          ),
        ),
      });
    const agent = agentSchema.parse({
      id: agentId,
      uid: owner,
      orgId,
      name: 'Bike Shop',
      workflowIds: [`wf-${id}`],
    });
    const snapshot = await loadSnapshot({ kind: 'current', agent });
    expect(snapshot?.ownerEmail).toBe('boss@example.com');
    expect(snapshot?.customActions).toEqual({
      [`published-${id}`]: { name: 'Action https://a.example.com', request: actions.published.request },
      [`teamDraft-${id}`]: { name: 'Action https://b.example.com', request: actions.teamDraft.request },
    });
  });
});
