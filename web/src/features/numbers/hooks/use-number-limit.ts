import { MSG_NUMBER_LIMIT_REACHED, canAddBusinessNumber, type PhoneNumber } from '@parley/domain';
import type { AsyncState } from '../../../lib/async-state';
import { useOwnerPlan } from '../../../lib/use-owner-plan';

const businessNumbers = (numbers: readonly PhoneNumber[]) =>
  numbers.filter((number) => number.source !== 'sip').length;

/**
 * 'Number limit reached' when the agent already has as many business numbers (SIP addresses do not
 * count) as the owner's plan of its organisation allows, else null: allowed, loading or unknown (the
 * server decides).
 */
export function useNumberLimitReason(
  orgId: string,
  numbers: AsyncState<readonly PhoneNumber[]>,
): string | null {
  const plan = useOwnerPlan(orgId);
  if (plan === null || numbers.status !== 'success') return null;
  return canAddBusinessNumber(plan, businessNumbers(numbers.data)) ? null : MSG_NUMBER_LIMIT_REACHED;
}
