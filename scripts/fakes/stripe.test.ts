import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_PRICES } from '@parley/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from './stripe';
import { parseStripeForm } from './stripe-form';

/** A webhook endpoint that verifies each delivery as the functions do and keeps the events. */
const received: Stripe.Event[] = [];
const endpoint = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const signature = req.headers['stripe-signature'];
    received.push(
      Stripe.webhooks.constructEvent(Buffer.concat(chunks), String(signature), LOCAL_STRIPE_WEBHOOK_SECRET),
    );
    res.writeHead(200).end('{}');
  });
});

let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  fake = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${String((endpoint.address() as AddressInfo).port)}/`,
  });
  const { port } = new URL(fake.url);
  stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http' });
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => endpoint.close(resolve));
});

describe('parseStripeForm', () => {
  it('decodes the SDK’s bracketed fields into objects and arrays', () => {
    const form = new URLSearchParams(
      'mode=subscription&line_items[0][price]=p1&line_items[0][quantity]=2&line_items[1][price]=p2&subscription_data[metadata][uid]=u1',
    );
    expect(parseStripeForm(form)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'p1', quantity: '2' }, { price: 'p2' }],
      subscription_data: { metadata: { uid: 'u1' } },
    });
  });
});

describe('the fake Stripe, through the stripe SDK', () => {
  it('lists the configured prices and refuses an unknown one the way Stripe does', async () => {
    const prices = await stripe.prices.list();
    expect(prices.data.map((price) => price.id).sort()).toEqual(
      BILLING_PRICES.map((price) => price.id).sort(),
    );
    const customer = await stripe.customers.create({ email: 'a@parley.test' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_gold', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
  });

  it('pays a checkout on the hosted page: redirect to success, signed events, a paid invoice', async () => {
    const customer = await stripe.customers.create({ metadata: { uid: 'u-1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u-1',
      line_items: [{ price: 'price_business_monthly', quantity: 1 }],
      success_url: 'http://app.local/settings/billing',
      cancel_url: 'http://app.local/pricing',
    });
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('>Pay</button>');
    const paid = await fetch(`${session.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://app.local/settings/billing');
    expect(received.slice(-3).map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toEqual([expect.objectContaining({ status: 'paid', amount_paid: 29_900 })]);

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.local/back',
    });
    const cancelled = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe('http://app.local/back');
    expect(received.at(-1)?.type).toBe('customer.subscription.deleted');
    const subscriptions = await stripe.subscriptions.list({ customer: customer.id });
    expect(subscriptions.data.map((sub) => sub.status)).toEqual(['canceled']);
  });
});
