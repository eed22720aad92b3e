// Reading what billing needs out of Stripe's objects, whose linked fields arrive as an id or, when
// expanded, as the object itself.
import { subscriptionStatusSchema, type SubscriptionItem, type SubscriptionSnapshot } from '@parley/domain';
import type Stripe from 'stripe';

/** The id of an expandable field (an id string or an object with one). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A subscription's state as the event reports it; `observedAt` is the event's creation time. */
export function subscriptionSnapshot(
  subscription: Stripe.Subscription,
  observedAt: number,
  deleted: boolean,
): SubscriptionSnapshot {
  const status = deleted
    ? 'canceled'
    : subscriptionStatusSchema.catch('incomplete').parse(subscription.status);
  return {
    subscriptionId: subscription.id,
    createdAt: subscription.created,
    observedAt,
    status,
    items: subscription.items.data.map((item) => ({ priceId: item.price.id, quantity: item.quantity ?? 1 })),
  };
}

/**
 * When the subscription renews (or, set to cancel, ends), epoch seconds: the end of its items' current
 * period (Stripe keeps the period on each item), the latest when they differ; null without items.
 */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length === 0 ? null : Math.max(...ends);
}

/** The subscription an invoice bills, or null for a one-off invoice. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** An invoice's priced lines as subscription items (price id and quantity). */
export function invoiceItems(invoice: Stripe.Invoice): SubscriptionItem[] {
  return invoice.lines.data.flatMap((line) => {
    const priceId = idOf(line.pricing?.price_details?.price ?? null);
    return priceId ? [{ priceId, quantity: line.quantity ?? 1 }] : [];
  });
}
