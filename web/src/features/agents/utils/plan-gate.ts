// Whether the current organisation may have one more agent: the owner's plan decides (platform-core §6).
import { canCreateAgent, planLimits, type Plan } from '@parley/domain';

export interface CreateGate {
  readonly allowed: boolean;
  /** Why creating is not possible, shown beside the disabled button; null when allowed or still loading. */
  readonly reason: string | null;
}

/** "Your plan allows 1 agent…", the refusal when the owner's plan limit is reached. */
export function planLimitMessage(limit: number): string {
  const noun = limit === 1 ? 'agent' : 'agents';
  return `This organisation's plan allows ${limit} ${noun}. Upgrade the plan to create more agents.`;
}

/**
 * The create button's state. `ownerPlan` undefined means still loading, null means unknown (the owner's
 * profile is not readable to this user): the server then decides and its refusal is shown.
 */
export function createAgentGate(ownerPlan: Plan | null | undefined, agentCount: number | null): CreateGate {
  if (ownerPlan === undefined || agentCount === null) return { allowed: false, reason: null };
  if (ownerPlan === null || canCreateAgent(ownerPlan, agentCount)) return { allowed: true, reason: null };
  return { allowed: false, reason: planLimitMessage(planLimits(ownerPlan).agents) };
}
