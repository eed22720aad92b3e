import { describe, expect, it } from 'vitest';
import {
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  MSG_UPGRADE_FOR_OUTBOUND_FLOWS,
  MSG_WEBSITE_LIMIT_REACHED,
} from '../messages';
import {
  PLAN_LIMITS,
  canAddBusinessNumber,
  canCreateAgent,
  canCreateWorkflow,
  canJoinOrganization,
  outboundGateError,
  planHasFeature,
  planLimits,
  websiteGateError,
} from './plans';

describe('plan limits by tier', () => {
  it('gives FREE one of everything but 3 workflows, and only get_phone_number', () => {
    expect(PLAN_LIMITS.FREE).toEqual({
      agents: 1,
      organizations: 1,
      websiteScrapeCount: 1,
      workflows: 3,
      businessNumbersPerAgent: 1,
      features: ['get_phone_number'],
    });
  });

  it('makes the paid tiers unlimited with 1, 1, 5, 50 business numbers per agent', () => {
    for (const plan of ['STARTER', 'PROFESSIONAL', 'BUSINESS', 'ENTERPRISE'] as const) {
      expect(PLAN_LIMITS[plan].agents).toBe(Infinity);
      expect(PLAN_LIMITS[plan].organizations).toBe(Infinity);
      expect(PLAN_LIMITS[plan].websiteScrapeCount).toBe(Infinity);
      expect(PLAN_LIMITS[plan].workflows).toBe(Infinity);
    }
    expect(
      (['FREE', 'STARTER', 'PROFESSIONAL', 'BUSINESS', 'ENTERPRISE'] as const).map(
        (plan) => PLAN_LIMITS[plan].businessNumbersPerAgent,
      ),
    ).toEqual([1, 1, 1, 5, 50]);
  });

  it('adds outbound_call from PROFESSIONAL up', () => {
    expect([...PLAN_LIMITS.STARTER.features].sort()).toEqual(
      ['call_highlight', 'export_calls', 'get_phone_number', 'invite_member', 'testing'].sort(),
    );
    expect(PLAN_LIMITS.PROFESSIONAL.features).toEqual([...PLAN_LIMITS.STARTER.features, 'outbound_call']);
    expect(PLAN_LIMITS.BUSINESS.features).toEqual(PLAN_LIMITS.PROFESSIONAL.features);
    expect(PLAN_LIMITS.ENTERPRISE.features).toEqual(PLAN_LIMITS.PROFESSIONAL.features);
    expect(planHasFeature('STARTER', 'outbound_call')).toBe(false);
    expect(planHasFeature('BUSINESS', 'outbound_call')).toBe(true);
  });

  it('treats a missing plan as FREE', () => {
    expect(planLimits(undefined)).toBe(PLAN_LIMITS.FREE);
    expect(planLimits(null)).toBe(PLAN_LIMITS.FREE);
  });
});

describe('plan gates', () => {
  it('refuses outbound campaigns and flows without outbound_call', () => {
    expect(outboundGateError('FREE', 'campaign')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(outboundGateError('STARTER', 'flow')).toBe(MSG_UPGRADE_FOR_OUTBOUND_FLOWS);
    expect(outboundGateError('PROFESSIONAL', 'campaign')).toBeNull();
    expect(outboundGateError('ENTERPRISE', 'flow')).toBeNull();
  });

  it("limits websites by the owner's plan, with ADMIN exempt", () => {
    expect(websiteGateError({ role: 'USER', ownerPlan: 'FREE', websiteCount: 0 })).toBeNull();
    expect(websiteGateError({ role: 'USER', ownerPlan: 'FREE', websiteCount: 1 })).toBe(
      MSG_WEBSITE_LIMIT_REACHED,
    );
    expect(websiteGateError({ role: 'ADMIN', ownerPlan: 'FREE', websiteCount: 10 })).toBeNull();
    expect(websiteGateError({ role: 'PARTNER', ownerPlan: 'STARTER', websiteCount: 10_000 })).toBeNull();
  });

  it('counts agents, workflows, numbers and organisations against the plan', () => {
    expect(canCreateAgent('FREE', 0)).toBe(true);
    expect(canCreateAgent('FREE', 1)).toBe(false);
    expect(canCreateAgent('STARTER', 999)).toBe(true);
    expect(canCreateWorkflow('FREE', 2)).toBe(true);
    expect(canCreateWorkflow('FREE', 3)).toBe(false);
    expect(canAddBusinessNumber('BUSINESS', 4)).toBe(true);
    expect(canAddBusinessNumber('BUSINESS', 5)).toBe(false);
    expect(canAddBusinessNumber('ENTERPRISE', 49)).toBe(true);
    expect(canAddBusinessNumber('ENTERPRISE', 50)).toBe(false);
    expect(canJoinOrganization('FREE', 1)).toBe(false);
    expect(canJoinOrganization('PROFESSIONAL', 7)).toBe(true);
  });
});
