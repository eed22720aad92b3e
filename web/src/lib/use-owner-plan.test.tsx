import { describe, expect, it } from 'vitest';
import { makeCurrentOrg, makeOrg, makeSessionUser } from '../testing/factories';
import { renderHookWithProviders } from '../testing/render';
import { useOwnerPlan } from './use-owner-plan';

const bob = {
  status: 'signedIn' as const,
  user: makeSessionUser({ uid: 'user-bob', email: 'bob@example.com' }),
};
// Ann owns Acme on STARTER; Bob is a member and cannot read Ann's profile.
const acme = makeOrg({ ownerUid: 'user-ann', memberUids: ['user-ann', 'user-bob'], ownerPlan: 'STARTER' });

describe('useOwnerPlan', () => {
  it("gives a non-owner member the owner's plan from the organisation", () => {
    const { result } = renderHookWithProviders(() => useOwnerPlan(acme.id), {
      session: bob,
      currentOrg: makeCurrentOrg(acme),
    });
    expect(result.current).toBe('STARTER');
  });

  it('reads the organisation asked for, not the selected one', () => {
    const currentOrg = makeCurrentOrg(acme, {
      ownerPlans: { [acme.id]: 'STARTER', 'org-globex': 'BUSINESS' },
    });
    const { result } = renderHookWithProviders(() => useOwnerPlan('org-globex'), {
      session: bob,
      currentOrg,
    });
    expect(result.current).toBe('BUSINESS');
  });

  it('is null (the server decides) for an organisation not loaded or not the user’s', () => {
    const { result } = renderHookWithProviders(() => useOwnerPlan('org-elsewhere'), {
      session: bob,
      currentOrg: makeCurrentOrg(acme),
    });
    expect(result.current).toBeNull();
  });
});
