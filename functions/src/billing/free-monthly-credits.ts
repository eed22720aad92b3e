// FREE users' monthly credits (docs/billing.md#the-credit-ledger). Paid tiers are granted on each paid
// invoice; FREE has no invoice, so a daily sweep grants every user on FREE the plan's monthly credits
// once per calendar month (UTC). The entry id names the user and the month, so a rerun, a retried
// run or two overlapping runs grant nothing twice, and a missed day is caught up by the next run.
import { COLLECTIONS, MONTHLY_CREDITS_BY_PLAN } from '@parley/domain';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { applyMovement } from './credit-ledger';

/** The month a grant belongs to: 'YYYY-MM' in UTC. */
export function grantPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The ledger entry id of a user's FREE grant for a month: one per user per month. */
export const freeGrantEntryId = (uid: string, period: string): string => `free_${period}_${uid}`;

/** Grants one FREE user the month's credits; answers whether this call applied it. */
export async function grantFreeMonthlyCredits(db: Firestore, uid: string, period: string): Promise<boolean> {
  const outcome = await applyMovement(db, {
    entryId: freeGrantEntryId(uid, period),
    uid,
    amount: MONTHLY_CREDITS_BY_PLAN.FREE,
    reason: 'monthly_grant',
    period,
  });
  return outcome.applied;
}

/** Users read per page: bounded memory and transaction fan-out whatever the number of FREE users. */
const PAGE_SIZE = 200;

export interface FreeGrantSweepOptions {
  /**
   * Only users whose uid starts with this ('' for all, as scheduled): lets a backfill or a test sweep
   * a slice of the users without granting anyone else.
   */
  uidPrefix?: string;
  pageSize?: number;
}

/**
 * Grants every user whose plan is FREE the month's credits, page by page in uid order. Answers how
 * many grants were new. A user whose plan changes during the sweep is taken as read.
 */
export async function grantFreeMonthlyCreditsToAll(
  db: Firestore,
  period: string,
  options: FreeGrantSweepOptions = {},
): Promise<number> {
  const query = db.collection(COLLECTIONS.users).where('plan', '==', 'FREE').orderBy(FieldPath.documentId());
  return sweepUsers(query, options, (uid) => grantFreeMonthlyCredits(db, uid, period));
}

/**
 * Runs `grant` for every user `query` finds (ordered by id), page by page, optionally only uids with a
 * prefix. Answers how many grants were new.
 */
export async function sweepUsers(
  base: Query,
  { uidPrefix = '', pageSize = PAGE_SIZE }: FreeGrantSweepOptions,
  grant: (uid: string) => Promise<boolean>,
): Promise<number> {
  let granted = 0;
  let query = base.limit(pageSize);
  if (uidPrefix !== '') {
    query = query
      .where(FieldPath.documentId(), '>=', uidPrefix)
      .where(FieldPath.documentId(), '<', `${uidPrefix}\uf8ff`);
  }
  let page = await query.select().get();
  for (;;) {
    const outcomes = await Promise.all(page.docs.map((doc) => grant(doc.id)));
    granted += outcomes.filter(Boolean).length;
    const last = page.docs.at(-1);
    if (page.size < pageSize || !last) return granted;
    page = await query.startAfter(last.id).select().get();
  }
}
