import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_FEATURES, type Plan, type PlanFeature } from '../enums';
import {
  MSG_AGENT_LIMIT_REACHED,
  MSG_NUMBER_LIMIT_REACHED,
  MSG_ORGANIZATION_LIMIT_REACHED,
  MSG_UPGRADE_FOR_CALL_HIGHLIGHTS,
  MSG_UPGRADE_FOR_EXPORT_CALLS,
  MSG_UPGRADE_FOR_INVITES,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  MSG_UPGRADE_FOR_PHONE_NUMBERS,
  MSG_UPGRADE_FOR_TESTING,
  MSG_WEBSITE_LIMIT_REACHED,
  MSG_WORKFLOW_LIMIT_REACHED,
} from '../messages';
import { planRefusal, type PlanLimitName } from './plans';

// The product's table: which tier has which feature, and each tier's limits (Infinity: unlimited).
const FEATURES: Record<Plan, readonly PlanFeature[]> = {
  FREE: ['get_phone_number'],
  STARTER: ['testing', 'call_highlight', 'export_calls', 'invite_member', 'get_phone_number'],
  PROFESSIONAL: [
    'testing',
    'call_highlight',
    'export_calls',
    'invite_member',
    'get_phone_number',
    'outbound_call',
  ],
  BUSINESS: [
    'testing',
    'call_highlight',
    'export_calls',
    'invite_member',
    'get_phone_number',
    'outbound_call',
  ],
  ENTERPRISE: [
    'testing',
    'call_highlight',
    'export_calls',
    'invite_member',
    'get_phone_number',
    'outbound_call',
  ],
};
const LIMITS: Record<Plan, Record<PlanLimitName, number>> = {
  FREE: { agents: 1, organizations: 1, websiteScrapeCount: 1, workflows: 3, businessNumbersPerAgent: 1 },
  STARTER: {
    agents: Infinity,
    organizations: Infinity,
    websiteScrapeCount: Infinity,
    workflows: Infinity,
    businessNumbersPerAgent: 1,
  },
  PROFESSIONAL: {
    agents: Infinity,
    organizations: Infinity,
    websiteScrapeCount: Infinity,
    workflows: Infinity,
    businessNumbersPerAgent: 1,
  },
  BUSINESS: {
    agents: Infinity,
    organizations: Infinity,
    websiteScrapeCount: Infinity,
    workflows: Infinity,
    businessNumbersPerAgent: 5,
  },
  ENTERPRISE: {
    agents: Infinity,
    organizations: Infinity,
    websiteScrapeCount: Infinity,
    workflows: Infinity,
    businessNumbersPerAgent: 50,
  },
};
const FEATURE_MESSAGES: Record<PlanFeature, string> = {
  testing: MSG_UPGRADE_FOR_TESTING,
  call_highlight: MSG_UPGRADE_FOR_CALL_HIGHLIGHTS,
  outbound_call: MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  get_phone_number: MSG_UPGRADE_FOR_PHONE_NUMBERS,
  export_calls: MSG_UPGRADE_FOR_EXPORT_CALLS,
  invite_member: MSG_UPGRADE_FOR_INVITES,
};
const LIMIT_MESSAGES: Record<PlanLimitName, string> = {
  agents: MSG_AGENT_LIMIT_REACHED,
  organizations: MSG_ORGANIZATION_LIMIT_REACHED,
  websiteScrapeCount: MSG_WEBSITE_LIMIT_REACHED,
  workflows: MSG_WORKFLOW_LIMIT_REACHED,
  businessNumbersPerAgent: MSG_NUMBER_LIMIT_REACHED,
};

describe('planRefusal: may an organisation on this plan do X', () => {
  for (const plan of PLANS) {
    for (const feature of PLAN_FEATURES) {
      const allowed = FEATURES[plan].includes(feature);
      it(`${plan} ${allowed ? 'has' : 'lacks'} ${feature}`, () => {
        expect(planRefusal(plan, { feature })).toBe(allowed ? null : FEATURE_MESSAGES[feature]);
      });
    }
    for (const [limit, max] of Object.entries(LIMITS[plan]) as [PlanLimitName, number][]) {
      it(`${plan} allows ${String(max)} ${limit}`, () => {
        expect(planRefusal(plan, { limit, count: 0 })).toBeNull();
        if (Number.isFinite(max)) {
          expect(planRefusal(plan, { limit, count: max - 1 })).toBeNull();
          expect(planRefusal(plan, { limit, count: max })).toBe(LIMIT_MESSAGES[limit]);
        } else {
          expect(planRefusal(plan, { limit, count: 1_000_000 })).toBeNull();
        }
      });
    }
  }

  it('treats a missing plan as FREE', () => {
    expect(planRefusal(null, { feature: 'outbound_call' })).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(planRefusal(undefined, { limit: 'agents', count: 1 })).toBe(MSG_AGENT_LIMIT_REACHED);
  });
});
