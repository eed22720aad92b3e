import { API_ERROR_REASONS, COLLECTIONS } from '@parley/domain';
import { useOwnTestProject } from '@parley/scripts/testing';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedUser } from '../testing/seed';
import {
  balanceOf,
  invoiceObject,
  ledgerOf,
  postStripeEvent,
  readUserDoc,
  stripeEvent,
  SUBSCRIPTION_PERIOD_S,
  subscriptionObject,
  uniqueStripeId,
  useFakeStripe,
} from './billing-test-kit';

// A project of its own: the Functions emulator serves the shared one, where its onUserPlanWritten
// grants each seeded user's plan its allowance and would add entries to the exact ledgers asserted here.
useOwnTestProject('demo-parley-billing-webhook');

const api = useApi();
useFakeStripe(api);

/** A user who began a checkout: they have a Stripe customer and nothing else yet. */
async function customer() {
  const caller = newCaller('payer');
  const customerId = uniqueStripeId('cus');
  await seedUser(caller, { stripeCustomerId: customerId });
  return { uid: caller.uid, customerId };
}

const subscriptionEvent = (
  type: 'created' | 'updated' | 'deleted',
  input: Parameters<typeof subscriptionObject>[0],
  at: number,
) => stripeEvent(`customer.subscription.${type}`, subscriptionObject(input), at);

describe('POST /stripe/webhook: signatures', () => {
  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const { uid, customerId } = await customer();
    const event = subscriptionEvent(
      'created',
      {
        id: uniqueStripeId('sub'),
        customer: customerId,
        status: 'active',
        created: 100,
        items: { price_business_monthly: 1 },
      },
      100,
    );
    const forged = await postStripeEvent(api, event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.error?.details?.reason).toBe(API_ERROR_REASONS.webhookSignature);
    const unsigned = await postStripeEvent(api, event, { signature: '' });
    expect(unsigned.status).toBe(400);
    expect((await readUserDoc(uid)).plan).toBe('FREE');
    const marker = await db()
      .collection(COLLECTIONS.processedEvents)
      .doc(`stripe_${String(event.id)}`)
      .get();
    expect(marker.exists).toBe(false);
  });

  it('refuses a body changed after signing', async () => {
    const { customerId } = await customer();
    const event = subscriptionEvent(
      'created',
      {
        id: uniqueStripeId('sub'),
        customer: customerId,
        status: 'active',
        created: 100,
        items: { price_business_monthly: 1 },
      },
      100,
    );
    const { default: Stripe } = await import('stripe');
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...event, type: 'invoice.paid' }),
      secret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    });
    expect((await postStripeEvent(api, event, { signature })).status).toBe(400);
  });
});

describe('POST /stripe/webhook: subscriptions', () => {
  it('customer.subscription.created sets plan, status and Stripe ids from the items', async () => {
    const { uid, customerId } = await customer();
    const id = uniqueStripeId('sub');
    const answer = await postStripeEvent(
      api,
      subscriptionEvent(
        'created',
        {
          id,
          customer: customerId,
          status: 'active',
          created: 100,
          items: { price_professional_monthly: 1 },
        },
        100,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('applied');
    expect(await readUserDoc(uid)).toMatchObject({
      plan: 'PROFESSIONAL',
      stripeSubscriptionStatus: 'active',
      stripeSubscriptionId: id,
      stripeCustomerId: customerId,
      subscriptionItems: [{ priceId: 'price_professional_monthly', quantity: 1 }],
      // The renewal date the Billing page shows: the end of the items' current period.
      stripeCurrentPeriodEnd: 100 + SUBSCRIPTION_PERIOD_S,
    });
  });

  it('customer.subscription.updated to past_due falls back to FREE; back to active restores the tier', async () => {
    const { uid, customerId } = await customer();
    const id = uniqueStripeId('sub');
    const base = { id, customer: customerId, created: 100, items: { price_business_annual: 1 } };
    await postStripeEvent(api, subscriptionEvent('created', { ...base, status: 'active' }, 100));
    await postStripeEvent(api, subscriptionEvent('updated', { ...base, status: 'past_due' }, 200));
    expect(await readUserDoc(uid)).toMatchObject({ plan: 'FREE', stripeSubscriptionStatus: 'past_due' });
    await postStripeEvent(api, subscriptionEvent('updated', { ...base, status: 'active' }, 300));
    expect(await readUserDoc(uid)).toMatchObject({ plan: 'BUSINESS', stripeSubscriptionStatus: 'active' });
  });

  it('customer.subscription.deleted ends the plan', async () => {
    const { uid, customerId } = await customer();
    const base = {
      id: uniqueStripeId('sub'),
      customer: customerId,
      created: 100,
      items: { price_starter_monthly: 1 },
    };
    await postStripeEvent(api, subscriptionEvent('created', { ...base, status: 'active' }, 100));
    await postStripeEvent(api, subscriptionEvent('deleted', { ...base, status: 'canceled' }, 200));
    expect(await readUserDoc(uid)).toMatchObject({ plan: 'FREE', stripeSubscriptionStatus: 'canceled' });
  });

  it('an old subscription.updated arriving after a newer one changes nothing', async () => {
    const { uid, customerId } = await customer();
    const base = { id: uniqueStripeId('sub'), customer: customerId, created: 100 };
    await postStripeEvent(
      api,
      subscriptionEvent('updated', { ...base, status: 'active', items: { price_business_monthly: 1 } }, 300),
    );
    const late = await postStripeEvent(
      api,
      subscriptionEvent('updated', { ...base, status: 'active', items: { price_starter_monthly: 1 } }, 200),
    );
    expect(late.status).toBe(200);
    expect(await readUserDoc(uid)).toMatchObject({
      plan: 'BUSINESS',
      subscriptionItems: [{ priceId: 'price_business_monthly', quantity: 1 }],
      stripeSubscriptionObservedAt: 300,
    });
  });

  it('cancelling an old subscription does not demote a user with a newer active one', async () => {
    const { uid, customerId } = await customer();
    const old = {
      id: uniqueStripeId('sub'),
      customer: customerId,
      created: 100,
      items: { price_starter_monthly: 1 },
    };
    const current = {
      id: uniqueStripeId('sub'),
      customer: customerId,
      created: 500,
      items: { price_business_monthly: 1 },
    };
    await postStripeEvent(api, subscriptionEvent('created', { ...old, status: 'active' }, 100));
    await postStripeEvent(api, subscriptionEvent('created', { ...current, status: 'active' }, 500));
    await postStripeEvent(api, subscriptionEvent('deleted', { ...old, status: 'canceled' }, 600));
    expect(await readUserDoc(uid)).toMatchObject({
      plan: 'BUSINESS',
      stripeSubscriptionId: current.id,
      stripeSubscriptionStatus: 'active',
    });
  });

  it('checkout.session.completed links the customer to the user it names', async () => {
    const caller = newCaller('payer');
    await seedUser(caller);
    const customerId = uniqueStripeId('cus');
    const session = {
      id: uniqueStripeId('cs'),
      object: 'checkout.session',
      customer: customerId,
      client_reference_id: caller.uid,
      metadata: {},
    };
    expect((await postStripeEvent(api, stripeEvent('checkout.session.completed', session, 100))).status).toBe(
      200,
    );
    expect((await readUserDoc(caller.uid)).stripeCustomerId).toBe(customerId);
  });

  it('acknowledges events it does not handle and events about strangers without writing', async () => {
    const unknown = await postStripeEvent(
      api,
      stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, 100),
    );
    expect(unknown.body.outcome).toBe('ignored');
    const stranger = await postStripeEvent(
      api,
      subscriptionEvent(
        'created',
        {
          id: uniqueStripeId('sub'),
          customer: uniqueStripeId('cus'),
          status: 'active',
          created: 1,
          items: {},
        },
        1,
      ),
    );
    expect(stranger.body.outcome).toBe('ignored');
  });
});

describe('POST /stripe/webhook: invoices', () => {
  it('invoice.paid grants the items’ credits once, however often it is delivered', async () => {
    const { uid, customerId } = await customer();
    const event = stripeEvent(
      'invoice.paid',
      invoiceObject({
        id: uniqueStripeId('in'),
        customer: customerId,
        subscription: uniqueStripeId('sub'),
        status: 'paid',
        items: { price_professional_monthly: 1, price_credits_400_monthly: 2 },
      }),
      100,
    );
    const first = await postStripeEvent(api, event);
    const again = await postStripeEvent(api, event);
    expect([first.body.outcome, again.body.outcome]).toEqual(['applied', 'duplicate']);
    expect(await balanceOf(uid)).toBe(600 + 800);
    const entries = await ledgerOf(uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reason: 'monthly_grant', amount: 1400, balanceAfter: 1400 });
  });

  it('invoice.payment_failed puts the subscription in force past_due (FREE limits)', async () => {
    const { uid, customerId } = await customer();
    const sub = {
      id: uniqueStripeId('sub'),
      customer: customerId,
      created: 100,
      items: { price_professional_monthly: 1 },
    };
    await postStripeEvent(api, subscriptionEvent('created', { ...sub, status: 'active' }, 100));
    const failed = invoiceObject({
      id: uniqueStripeId('in'),
      customer: customerId,
      subscription: sub.id,
      status: 'open',
      items: sub.items,
    });
    await postStripeEvent(api, stripeEvent('invoice.payment_failed', failed, 200));
    expect(await readUserDoc(uid)).toMatchObject({ plan: 'FREE', stripeSubscriptionStatus: 'past_due' });
    expect(await balanceOf(uid)).toBe(0);
  });
});
