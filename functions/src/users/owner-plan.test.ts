import { COLLECTIONS, personalOrgId } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedOrg, seedUser } from '../testing/seed';
import { provisionUser } from './provision-user';
import { planChanged, syncOwnerPlan } from './sync-owner-plan';

const ownerPlanOf = async (orgId: string) =>
  (await db().collection(COLLECTIONS.orgs).doc(orgId).get()).get('ownerPlan') as unknown;

describe('t_orgs.ownerPlan', () => {
  it('is set from the owner when provisioning creates the personal organisation', async () => {
    const caller = newCaller();
    await provisionUser({ uid: caller.uid, email: caller.email, via: 'user-new', displayName: null });
    expect(await ownerPlanOf(personalOrgId(caller.uid))).toBe('FREE');

    const upgraded = newCaller();
    await seedUser(upgraded, { plan: 'BUSINESS', orgIds: [] });
    await provisionUser({ uid: upgraded.uid, email: upgraded.email, via: 'user-new', displayName: null });
    expect(await ownerPlanOf(personalOrgId(upgraded.uid))).toBe('BUSINESS');
  });

  it("follows the owner's plan onto every organisation they own, and only those, idempotently", async () => {
    const owner = newCaller('owner');
    const other = newCaller('other');
    await seedUser(owner, { plan: 'FREE' });
    const first = await seedOrg({ owner });
    const second = await seedOrg({ owner, members: [other] });
    const notTheirs = await seedOrg({ owner: other, members: [owner] });

    await db().collection(COLLECTIONS.users).doc(owner.uid).update({ plan: 'PROFESSIONAL' });
    expect(await syncOwnerPlan(owner.uid)).toBe(2);
    expect(await ownerPlanOf(first.id)).toBe('PROFESSIONAL');
    expect(await ownerPlanOf(second.id)).toBe('PROFESSIONAL');
    expect(await ownerPlanOf(notTheirs.id)).toBe('FREE');

    // A repeated delivery finds everything in step and writes nothing.
    expect(await syncOwnerPlan(owner.uid)).toBe(0);
  });

  it('runs only for writes that change the plan', () => {
    expect(planChanged({ plan: 'FREE' }, { plan: 'STARTER' })).toBe(true);
    expect(planChanged(undefined, { plan: 'FREE' })).toBe(true);
    expect(planChanged({ plan: 'FREE', displayName: 'a' }, { plan: 'FREE', displayName: 'b' })).toBe(false);
    expect(planChanged({ plan: 'FREE' }, undefined)).toBe(false);
  });
});
