import type { CallRecord } from '@parley/domain';
import type { AsyncState } from '../../../lib/async-state';
import type { CallScope } from '../../../lib/call-log-url';

/** Whether a call belongs to the log (an agent's or an organisation's) its page is under. */
export const callInScope = (call: CallRecord, scope: CallScope): boolean =>
  'agentId' in scope ? call.agentId === scope.agentId : call.orgId === scope.orgId;

/**
 * A call read by id, as its page shows it: a call outside the page's scope (an edited link to another
 * agent's call, a tab left open after switching organisation) is not found there, so its header never
 * names an agent or organisation the call is not from. No scope (no organisation yet): not found.
 */
export function scopedCall(
  call: AsyncState<CallRecord | null>,
  scope: CallScope | null,
): AsyncState<CallRecord | null> {
  if (call.status !== 'success' || call.data === null) return call;
  return scope && callInScope(call.data, scope) ? call : { status: 'success', data: null };
}
