import { outboundGateError } from '@parley/domain';
import { useOwnerPlan } from '../../../lib/use-owner-plan';

/**
 * Why outbound campaigns cannot be created or started on the owner's plan of the agent's organisation
 * ('Upgrade your plan to create outbound campaigns'), or null: allowed, still loading, or unknown (the
 * server decides).
 */
export function useCampaignPlanGate(orgId: string): string | null {
  const plan = useOwnerPlan(orgId);
  return plan === null ? null : outboundGateError(plan, 'campaign');
}
