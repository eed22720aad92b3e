// Plan limits and features by tier and the gates built on them.
import type { Plan, PlanFeature, Role } from '../enums';
import {
  MSG_AGENT_LIMIT_REACHED,
  MSG_NUMBER_LIMIT_REACHED,
  MSG_ORGANIZATION_LIMIT_REACHED,
  MSG_UPGRADE_FOR_CALL_HIGHLIGHTS,
  MSG_UPGRADE_FOR_EXPORT_CALLS,
  MSG_UPGRADE_FOR_INVITES,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  MSG_UPGRADE_FOR_OUTBOUND_FLOWS,
  MSG_UPGRADE_FOR_PHONE_NUMBERS,
  MSG_UPGRADE_FOR_TESTING,
  MSG_WEBSITE_LIMIT_REACHED,
  MSG_WORKFLOW_LIMIT_REACHED,
} from '../messages';

/**
 * What a tier allows. "Unlimited" is `Infinity`: every limit check is a plain `count < limit`, which
 * needs no special case. (JSON turns Infinity into null, so never send these through JSON; read them
 * from this table on each side.)
 */
export interface PlanLimits {
  readonly agents: number;
  readonly organizations: number;
  readonly websiteScrapeCount: number;
  readonly workflows: number;
  readonly businessNumbersPerAgent: number;
  readonly features: readonly PlanFeature[];
}

const STARTER_FEATURES: readonly PlanFeature[] = [
  'testing',
  'call_highlight',
  'export_calls',
  'invite_member',
  'get_phone_number',
];
const PROFESSIONAL_FEATURES: readonly PlanFeature[] = [...STARTER_FEATURES, 'outbound_call'];

const unlimited = (businessNumbersPerAgent: number, features: readonly PlanFeature[]): PlanLimits => ({
  agents: Infinity,
  organizations: Infinity,
  websiteScrapeCount: Infinity,
  workflows: Infinity,
  businessNumbersPerAgent,
  features,
});

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  FREE: {
    agents: 1,
    organizations: 1,
    websiteScrapeCount: 1,
    workflows: 3,
    businessNumbersPerAgent: 1,
    features: ['get_phone_number'],
  },
  STARTER: unlimited(1, STARTER_FEATURES),
  PROFESSIONAL: unlimited(1, PROFESSIONAL_FEATURES),
  BUSINESS: unlimited(5, PROFESSIONAL_FEATURES),
  ENTERPRISE: unlimited(50, PROFESSIONAL_FEATURES),
};

/** The limits of a plan; a missing plan is treated as FREE, the plan every new user starts on. */
export function planLimits(plan: Plan | null | undefined): PlanLimits {
  return PLAN_LIMITS[plan ?? 'FREE'];
}

/** The counted limits of a plan, by their PlanLimits field. */
export type PlanLimitName = Exclude<keyof PlanLimits, 'features'>;

/** Something an organisation may want to do: use a feature, or add one more of a counted thing. */
export type PlanAction = { feature: PlanFeature } | { limit: PlanLimitName; count: number };

const FEATURE_REFUSALS: Readonly<Record<PlanFeature, string>> = {
  testing: MSG_UPGRADE_FOR_TESTING,
  call_highlight: MSG_UPGRADE_FOR_CALL_HIGHLIGHTS,
  outbound_call: MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  get_phone_number: MSG_UPGRADE_FOR_PHONE_NUMBERS,
  export_calls: MSG_UPGRADE_FOR_EXPORT_CALLS,
  invite_member: MSG_UPGRADE_FOR_INVITES,
};

const LIMIT_REFUSALS: Readonly<Record<PlanLimitName, string>> = {
  agents: MSG_AGENT_LIMIT_REACHED,
  organizations: MSG_ORGANIZATION_LIMIT_REACHED,
  websiteScrapeCount: MSG_WEBSITE_LIMIT_REACHED,
  workflows: MSG_WORKFLOW_LIMIT_REACHED,
  businessNumbersPerAgent: MSG_NUMBER_LIMIT_REACHED,
};

/**
 * The one answer to "may an organisation on this plan do X": null when it may, else the refusal's
 * message. `plan` is the organisation owner's (t_orgs.ownerPlan), already the effective plan
 * (rules/billing.ts); `count` is how many the organisation has now. Functions refuse with the message;
 * the web disables the control and shows it with an upgrade link.
 */
export function planRefusal(plan: Plan | null | undefined, action: PlanAction): string | null {
  const limits = planLimits(plan);
  if ('feature' in action) {
    return limits.features.includes(action.feature) ? null : FEATURE_REFUSALS[action.feature];
  }
  return action.count < limits[action.limit] ? null : LIMIT_REFUSALS[action.limit];
}

/** Whether a plan includes a feature. */
export function planHasFeature(plan: Plan | null | undefined, feature: PlanFeature): boolean {
  return planRefusal(plan, { feature }) === null;
}

/**
 * Gate for creating an outbound campaign or flow, or starting a campaign. Returns the spec's message
 * when the plan lacks outbound_call, else null.
 */
export function outboundGateError(plan: Plan | null | undefined, target: 'campaign' | 'flow'): string | null {
  if (planHasFeature(plan, 'outbound_call')) return null;
  return target === 'campaign' ? MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS : MSG_UPGRADE_FOR_OUTBOUND_FLOWS;
}

/**
 * Gate for adding a website: the organisation owner's plan limit applies to everyone but a user with
 * role ADMIN. Returns 'Website limit reached' or null.
 */
export function websiteGateError(input: {
  role: Role;
  ownerPlan: Plan | null | undefined;
  websiteCount: number;
}): string | null {
  if (input.role === 'ADMIN') return null;
  return planRefusal(input.ownerPlan, { limit: 'websiteScrapeCount', count: input.websiteCount });
}

/** Whether the organisation owner's plan allows one more agent. */
export function canCreateAgent(ownerPlan: Plan | null | undefined, agentCount: number): boolean {
  return planRefusal(ownerPlan, { limit: 'agents', count: agentCount }) === null;
}

/** Whether the owner's plan allows one more workflow on an agent. */
export function canCreateWorkflow(ownerPlan: Plan | null | undefined, workflowCount: number): boolean {
  return planRefusal(ownerPlan, { limit: 'workflows', count: workflowCount }) === null;
}

/** Whether the owner's plan allows one more business number on an agent. */
export function canAddBusinessNumber(ownerPlan: Plan | null | undefined, numberCount: number): boolean {
  return planRefusal(ownerPlan, { limit: 'businessNumbersPerAgent', count: numberCount }) === null;
}

/** Whether a user on this plan may belong to (or create) one more organisation. */
export function canJoinOrganization(plan: Plan | null | undefined, organizationCount: number): boolean {
  return planRefusal(plan, { limit: 'organizations', count: organizationCount }) === null;
}
