import { logger } from 'firebase-functions/logger';

// The billing area's log lines, one named function each.

/** A verified Stripe event and what became of it (applied, duplicate or ignored). */
export function stripeWebhookLogged(eventId: string, type: string, outcome: string): void {
  logger.info('stripe webhook', { eventId, type, outcome });
}

/** A platform ADMIN changed a user's credits by hand. */
export function creditsAdjusted(adminUid: string, uid: string, amount: number, reason: string): void {
  logger.info('credits adjusted', { adminUid, uid, amount, reason });
}

/** The daily FREE grant sweep ran: how many users got the month's credits on this run. */
export function freeCreditsGranted(period: string, granted: number): void {
  logger.info('free credits granted', { period, granted });
}

/**
 * A ledger entry GET /billing/credits could not read (an older or hand-made shape): left out of the
 * page and reported here, so the page still answers and someone can repair the entry.
 */
export function malformedLedgerEntry(entryId: string, uid: string, problems: readonly string[]): void {
  logger.error('malformed credit ledger entry', { entryId, uid, problems });
}
