import type { Plan } from '@parley/domain';
import { useCurrentOrg } from './current-org';

/**
 * The plan of the organisation's owner, which decides plan gates (docs/security.md#identities-and-roles), from the
 * server-written t_orgs.ownerPlan so every member sees the gates, not only the owner. Null while the
 * organisation loads or when the user is not in it (platform staff): the server then decides and its
 * refusal is shown. The server checks every gated action itself either way.
 */
export function useOwnerPlan(orgId: string): Plan | null {
  return useCurrentOrg().ownerPlans[orgId] ?? null;
}
