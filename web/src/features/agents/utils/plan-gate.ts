// Whether the current organisation may have one more agent: the owner's plan decides, counted as the
// createAgent function counts (the organisation's agentIds).
import { MSG_AGENT_LIMIT_REACHED, canCreateAgent, type Plan } from '@parley/domain';

export interface CreateGate {
  readonly allowed: boolean;
  /** Why creating is not possible, shown beside the disabled button; null when allowed or still loading. */
  readonly reason: string | null;
}

/**
 * The create button's state. `ownerPlan` undefined means still loading, null means unknown (only the
 * owner may read their own profile): the server then decides and its refusal is shown in the dialog.
 * `changeRefusal` (a VIEWER's read-only notice) closes it whatever the plan.
 */
export function createAgentGate(
  ownerPlan: Plan | null | undefined,
  agentCount: number | null,
  changeRefusal: string | null = null,
): CreateGate {
  if (changeRefusal) return { allowed: false, reason: changeRefusal };
  if (ownerPlan === undefined || agentCount === null) return { allowed: false, reason: null };
  if (ownerPlan === null || canCreateAgent(ownerPlan, agentCount)) return { allowed: true, reason: null };
  return { allowed: false, reason: MSG_AGENT_LIMIT_REACHED };
}
