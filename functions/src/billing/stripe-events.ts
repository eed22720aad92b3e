// What each Stripe webhook event does (docs/billing.md#webhooks-ordering-and-idempotency). Every event
// is handled in one transaction with the record of its id in t_processed_events, so a redelivery
// changes nothing; subscription state is ordered by Stripe's own timestamps (shouldApplySubscription).
import {
  COLLECTIONS,
  effectivePlan,
  monthlyCredits,
  PRICE_CREDITS,
  shouldApplySubscription,
  tierOfItems,
  userSchema,
  type SubscriptionSnapshot,
  type User,
} from '@parley/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { prepareMovement } from './credit-ledger';
import {
  idOf,
  invoiceItems,
  invoiceSubscriptionId,
  subscriptionPeriodEnd,
  subscriptionSnapshot,
} from './stripe-objects';

/** Stripe retries a webhook for up to three days; ids are kept a month. */
const PROCESSED_EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The events billing handles; anything else is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** The uid an object names (client_reference_id or metadata.uid, both set at checkout), else by customer. */
async function findUid(db: Firestore, named: string | null | undefined, customerId: string | null) {
  if (named) return named;
  if (!customerId) return null;
  const found = await db
    .collection(COLLECTIONS.users)
    .where('stripeCustomerId', '==', customerId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}

/** The user document's fields for a subscription state. */
function subscriptionFields(
  snapshot: SubscriptionSnapshot,
  customerId: string | null,
  periodEnd: number | null,
) {
  return {
    plan: effectivePlan(tierOfItems(snapshot.items), snapshot.status),
    stripeSubscriptionStatus: snapshot.status,
    stripeSubscriptionId: snapshot.subscriptionId,
    stripeSubscriptionCreatedAt: snapshot.createdAt,
    stripeSubscriptionObservedAt: snapshot.observedAt,
    subscriptionItems: snapshot.items.map((item) => ({ ...item })),
    stripeCurrentPeriodEnd: periodEnd,
    ...(customerId ? { stripeCustomerId: customerId } : {}),
  };
}

const storedSubscription = (user: User) => ({
  subscriptionId: user.stripeSubscriptionId,
  createdAt: user.stripeSubscriptionCreatedAt,
  observedAt: user.stripeSubscriptionObservedAt,
  status: user.stripeSubscriptionStatus,
});

/** The writes one event makes, given the user it concerns (read inside the transaction). */
type Effect = (tx: Transaction, user: User) => Promise<boolean>;

function effectOf(db: Firestore, event: Stripe.Event): { uid: Promise<string | null>; apply: Effect } | null {
  const userRef = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      return {
        uid: findUid(db, session.client_reference_id ?? session.metadata?.uid, customerId),
        // The customer was stored when checkout began; this only repairs a missing link.
        apply: (tx, user) => {
          if (!customerId || user.stripeCustomerId === customerId) return Promise.resolve(false);
          tx.update(userRef(user.uid), { stripeCustomerId: customerId });
          return Promise.resolve(true);
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      const snapshot = subscriptionSnapshot(
        subscription,
        event.created,
        event.type === 'customer.subscription.deleted',
      );
      return {
        uid: findUid(db, subscription.metadata.uid, customerId),
        apply: (tx, user) => {
          if (!shouldApplySubscription(storedSubscription(user), snapshot)) return Promise.resolve(false);
          tx.update(
            userRef(user.uid),
            subscriptionFields(snapshot, customerId, subscriptionPeriodEnd(subscription)),
          );
          return Promise.resolve(true);
        },
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      return {
        uid: findUid(db, invoice.parent?.subscription_details?.metadata?.uid, idOf(invoice.customer)),
        apply: async (tx, user) => {
          const amount = monthlyCredits(user.plan, invoiceItems(invoice), PRICE_CREDITS);
          if (amount <= 0 || !invoice.id) return false;
          const commit = await prepareMovement(db, tx, {
            entryId: `grant_${invoice.id}`,
            uid: user.uid,
            amount,
            reason: 'monthly_grant',
            invoiceId: invoice.id,
            period: new Date(invoice.period_end * 1000).toISOString().slice(0, 7),
          });
          return commit().applied;
        },
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      return {
        uid: findUid(db, invoice.parent?.subscription_details?.metadata?.uid, idOf(invoice.customer)),
        // Only the subscription in force falls back to FREE, and only if nothing newer was heard of it.
        apply: (tx, user) => {
          if (!subscriptionId || user.stripeSubscriptionId !== subscriptionId) return Promise.resolve(false);
          const snapshot: SubscriptionSnapshot = {
            subscriptionId,
            createdAt: user.stripeSubscriptionCreatedAt ?? 0,
            observedAt: event.created,
            status: 'past_due',
            items: user.subscriptionItems,
          };
          if (!shouldApplySubscription(storedSubscription(user), snapshot)) return Promise.resolve(false);
          tx.update(
            userRef(user.uid),
            subscriptionFields(snapshot, idOf(invoice.customer), user.stripeCurrentPeriodEnd),
          );
          return Promise.resolve(true);
        },
      };
    }
    default:
      return null;
  }
}

/**
 * Handles one verified Stripe event: 'duplicate' when its id was handled before, 'ignored' when it is
 * not one billing handles or names no user of ours, else 'applied' (whether or not it changed state:
 * an outdated event is recorded and changes nothing).
 */
export async function processStripeEvent(db: Firestore, event: Stripe.Event): Promise<StripeEventOutcome> {
  const effect = effectOf(db, event);
  const uid = effect ? await effect.uid : null;
  if (!effect || !uid) return 'ignored';
  const marker = db.collection(COLLECTIONS.processedEvents).doc(`stripe_${event.id}`);
  return db.runTransaction(async (tx) => {
    const [seen, userSnapshot] = [
      await tx.get(marker),
      await tx.get(db.collection(COLLECTIONS.users).doc(uid)),
    ];
    if (seen.exists) return 'duplicate';
    if (!userSnapshot.exists) return 'ignored';
    const user = userSchema.parse({ ...userSnapshot.data(), uid });
    await effect.apply(tx, user);
    tx.create(marker, {
      kind: 'stripe-webhook',
      type: event.type,
      expireAt: Timestamp.fromMillis(Date.now() + PROCESSED_EVENT_TTL_MS),
    });
    return 'applied';
  });
}
