import { MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS, type Plan } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { makeCurrentOrg, makeOrg, makeSessionUser } from '../../../testing/factories';
import { renderHookWithProviders } from '../../../testing/render';
import { useCampaignPlanGate } from './use-campaign-gate';

const member = { status: 'signedIn' as const, user: makeSessionUser({ uid: 'user-bob' }) };

function gateForMember(ownerPlan: Plan) {
  const org = makeOrg({ ownerUid: 'user-ann', memberUids: ['user-ann', 'user-bob'], ownerPlan });
  const { result } = renderHookWithProviders(() => useCampaignPlanGate(org.id), {
    session: member,
    currentOrg: makeCurrentOrg(org),
  });
  return result.current;
}

describe('useCampaignPlanGate', () => {
  it("shows a non-owner member the upgrade gate when the owner's plan has no outbound calls", () => {
    expect(gateForMember('FREE')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
  });

  it("lets a non-owner member create campaigns when the owner's plan allows outbound calls", () => {
    expect(gateForMember('ENTERPRISE')).toBeNull();
  });
});
