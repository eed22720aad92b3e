import { logger } from 'firebase-functions/logger';

// One named function per kind of log line of the numbers feature.

const causeOf = (cause: unknown): unknown => (cause instanceof Error ? cause.message : cause);

/** A number was bought but could not be attached; it was kept in the organisation, unassigned. */
export function numberPurchaseAbandoned(orgId: string, phoneNumber: string, cause: unknown): void {
  logger.warn('numbers: bought number kept unassigned', { orgId, phoneNumber, cause: causeOf(cause) });
}

/** Creating an organisation's Twilio sub-account failed; the spec only logs it. */
export function subaccountCreationFailed(orgId: string, cause: unknown): void {
  logger.warn('numbers: creating the organisation sub-account failed', { orgId, cause: causeOf(cause) });
}

/** Listing one connected account's numbers failed; that account is skipped. */
export function connectedAccountFetchFailed(orgId: string, accountSid: string, cause: unknown): void {
  logger.warn('numbers: listing a connected account failed; skipped', {
    orgId,
    accountSid,
    cause: causeOf(cause),
  });
}

/** The provider refused the platform's own keys: a configuration fault of ours, answered as an outage. */
export function platformKeysRejected(provider: string, doing: string, cause: unknown): void {
  logger.error('numbers: the provider refused the platform keys', { provider, doing, cause: causeOf(cause) });
}
