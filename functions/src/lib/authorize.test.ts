import { API_ERROR_REASONS, MSG_OWNER_OR_ADMIN_ONLY, type Organisation } from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCaller, type Caller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { authorize, type AuthorizeAction } from './authorize';
import { db } from './firestore';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof HttpsError)) throw error;
      return {
        code: error.code,
        reason: (error.details as { reason: string }).reason,
        message: error.message,
      };
    },
  );

describe('authorize', () => {
  const owner = newCaller('owner');
  const admin = newCaller('admin');
  const member = newCaller('member');
  const viewer = newCaller('viewer');
  const stranger = newCaller('stranger');
  let org: Organisation;
  let agentId = '';

  beforeAll(async () => {
    await Promise.all([owner, admin, member, stranger].map((caller) => seedUser(caller)));
    await seedUser(viewer, { role: 'VIEWER' });
    org = await seedOrg({ owner, admins: [admin], members: [member, viewer] });
    agentId = (await seedAgent(org)).agent.id;
  });

  const allowed: Record<AuthorizeAction, Caller[]> = {
    read: [owner, admin, member, viewer],
    change: [owner, admin, member],
    admin: [owner, admin],
  };

  it.each(Object.entries(allowed))(
    'lets exactly the right callers %s an agent and its org',
    async (action, callers) => {
      for (const caller of [owner, admin, member, viewer, stranger]) {
        const options = { action: action as AuthorizeAction };
        const viaAgent = await refusal(authorize(null, { agentId }, caller.uid, options));
        const viaOrg = await refusal(authorize(null, { orgId: org.id }, caller.uid, options));
        if (callers.includes(caller)) {
          expect([viaAgent, viaOrg]).toEqual([null, null]);
        } else {
          const reason =
            caller === stranger ? API_ERROR_REASONS.notOrgMember : API_ERROR_REASONS.insufficientRole;
          expect(viaAgent).toMatchObject({ code: 'permission-denied', reason });
          expect(viaOrg).toMatchObject({ code: 'permission-denied', reason });
        }
      }
    },
  );

  it('answers what it read, the owner profile included, inside a transaction too', async () => {
    const read = await db().runTransaction((tx) =>
      authorize(tx, { agentId }, member.uid, { action: 'change' }),
    );
    expect(read.agent.id).toBe(agentId);
    expect(read.org.id).toBe(org.id);
    expect(read.role).toBe('member');
    expect(read.caller.uid).toBe(member.uid);
    expect(read.owner?.uid).toBe(owner.uid);
  });

  it('refuses unknown agents, organisations and callers without a profile', async () => {
    expect(
      await refusal(authorize(null, { agentId: uniqueId('none') }, owner.uid, { action: 'read' })),
    ).toMatchObject({
      code: 'not-found',
      reason: API_ERROR_REASONS.agentNotFound,
    });
    expect(
      await refusal(authorize(null, { orgId: uniqueId('none') }, owner.uid, { action: 'read' })),
    ).toMatchObject({
      code: 'not-found',
      reason: API_ERROR_REASONS.orgNotFound,
    });
    const ghost = newCaller('ghost');
    const orgOfGhost = await seedOrg({ owner: ghost });
    expect(
      await refusal(authorize(null, { orgId: orgOfGhost.id }, ghost.uid, { action: 'read' })),
    ).toMatchObject({
      code: 'not-found',
      reason: API_ERROR_REASONS.userNotFound,
    });
  });

  it('words every refusal with the given message, else the spec’s text for the action', async () => {
    expect(await refusal(authorize(null, { orgId: org.id }, member.uid, { action: 'admin' }))).toMatchObject({
      message: MSG_OWNER_OR_ADMIN_ONLY,
    });
    const message = 'Error canceling invite';
    for (const uid of [member.uid, stranger.uid, viewer.uid]) {
      expect(
        await refusal(authorize(null, { orgId: org.id }, uid, { action: 'admin', message })),
      ).toMatchObject({
        message,
      });
    }
  });

  it('without an organisation, checks the caller alone: a VIEWER reads but does not change', async () => {
    expect((await authorize(null, null, viewer.uid, { action: 'read' })).caller.uid).toBe(viewer.uid);
    expect(await refusal(authorize(null, null, viewer.uid, { action: 'change' }))).toMatchObject({
      reason: API_ERROR_REASONS.insufficientRole,
    });
    expect(await refusal(authorize(null, null, member.uid, { action: 'change' }))).toBeNull();
  });
});
