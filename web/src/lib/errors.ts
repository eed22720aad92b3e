// The web's one reading of failures: Firestore and callable errors carry a code, our functions add
// details.reason (API_ERROR_REASONS), and screens switch on those, never on message text. A failure's
// text is always `causeMessage` (from @parley/domain); toasting one goes through useNotifyError
// (components/notifications), which words it with the spec's toasts.
import { API_ERROR_REASONS, MSG_AGENT_NOT_FOUND, causeMessage } from '@parley/domain';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^(functions|firestore)\//, '') : undefined;
}

/** The stable details.reason (API_ERROR_REASONS) a callable or REST failure carries, if any. */
export function reasonOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return undefined;
  const direct = (details as { reason?: unknown }).reason;
  if (typeof direct === 'string') return direct;
  // A REST error keeps the raw body: { error: { details: { reason } } }.
  const nested = (details as { error?: { details?: { reason?: unknown } } }).error?.details?.reason;
  return typeof nested === 'string' ? nested : undefined;
}

/** The organisation owner's plan allows no more agents. */
export function isPlanLimitError(error: unknown): boolean {
  return reasonOf(error) === API_ERROR_REASONS.planLimit || codeOf(error) === 'resource-exhausted';
}

/** The caller may not do this (rules or a function refused). */
export function isPermissionError(error: unknown): boolean {
  const reason = reasonOf(error);
  return (
    codeOf(error) === 'permission-denied' ||
    reason === API_ERROR_REASONS.insufficientRole ||
    reason === API_ERROR_REASONS.notOrgMember ||
    (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403)
  );
}

/** Loading the agent failed because it does not exist or the user may not see it. */
export function isAgentAccessError(error: unknown): boolean {
  return (
    isPermissionError(error) ||
    codeOf(error) === 'not-found' ||
    reasonOf(error) === API_ERROR_REASONS.agentNotFound ||
    causeMessage(error) === MSG_AGENT_NOT_FOUND
  );
}
