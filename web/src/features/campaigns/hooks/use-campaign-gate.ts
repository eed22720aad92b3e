import { outboundGateError } from '@parley/domain';
import { useCurrentOrg } from '../../../lib/current-org';
import { useOwnerPlan } from '../../../lib/use-owner-plan';

/**
 * Why outbound campaigns cannot be created or started on the organisation owner's plan ('Upgrade your
 * plan to create outbound campaigns'), or null: allowed, still loading, or unknown (the server decides).
 */
export function useCampaignPlanGate(): string | null {
  const { org } = useCurrentOrg();
  const plan = useOwnerPlan(org?.ownerUid ?? null);
  return plan == null ? null : outboundGateError(plan, 'campaign');
}
