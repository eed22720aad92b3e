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
