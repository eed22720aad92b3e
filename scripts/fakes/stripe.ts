// A fake Stripe API for the local stack and tests: the REST paths the `stripe` SDK calls for billing
// (customers, Checkout Sessions, Customer Portal sessions, subscriptions, invoices, prices), with
// Stripe's object shapes and error body, plus stand-ins for the hosted Checkout and Portal pages. Paying
// on the checkout page creates an active subscription and a paid invoice and posts the events Stripe
// would (checkout.session.completed, customer.subscription.created, invoice.paid), signed with
// `stripe.webhooks.generateTestHeaderString`, to the functions' webhook URL. The functions reach it
// through STRIPE_API_BASE_URL (docs/billing.md#local-fake-and-real-stripe).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { BILLING_PRICES, billingPrice, CURRENCY } from '@parley/domain';
import Stripe from 'stripe';
import {
  startFakeServer,
  sendJson,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';
import { parseStripeForm } from './stripe-form';

/** The endpoint secret the fake signs with; `npm start` gives the functions the same one. Not a secret. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_parley_local_fake';

export interface FakeStripeOptions extends FakeStartOptions {
  /** Where events are posted (the api function's /stripe/webhook); none: events are only recorded. */
  webhookUrl?: string | null;
  webhookSecret?: string;
}

type Json = Record<string, unknown>;

export interface FakeStripe extends FakeServer {
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Every event emitted, oldest first. */
  events: Json[];
  /** Pays a checkout session as the hosted page's Pay button does; resolves once its events were posted. */
  completeCheckout(sessionId: string): Promise<Json>;
  /** Cancels a subscription at once, as the Portal's Cancel does (customer.subscription.deleted). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A renewal whose payment fails: invoice.payment_failed, then the subscription goes past_due. */
  failRenewal(subscriptionId: string): Promise<void>;
  /** Points event delivery somewhere else (a test serves the handler after the fake started). */
  setWebhookUrl(url: string | null): void;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

function priceObject(id: string): Json | null {
  const price = billingPrice(id);
  if (!price) return null;
  return {
    id,
    object: 'price',
    active: true,
    currency: CURRENCY.toLowerCase(),
    unit_amount: price.unitAmount,
    lookup_key: id,
    product: `prod_parley_${price.tier?.toLowerCase() ?? 'credits'}`,
    recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    metadata: { tier: price.tier ?? '', credits: String(price.credits) },
    created: 1_700_000_000,
    livemode: false,
  };
}

function stripeError(res: ServerResponse, status: number, message: string, param?: string): void {
  sendJson(res, status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  });
}

function html(res: ServerResponse, body: string): void {
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe</title></head><body>${body}</body></html>`,
    );
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

/** Starts the fake Stripe API on 127.0.0.1. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  let webhookUrl = options.webhookUrl ?? null;
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const portals = new Map<string, Json>();
  const events: Json[] = [];
  let invoiceNumber = 0;
  let base = '';

  /** Records an event and posts it, signed, to the webhook (when one is set). */
  async function emit(type: string, object: Json): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (!webhookUrl) return;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook ${type} answered ${String(response.status)}`);
  }

  function newInvoice(subscription: Json, status: 'paid' | 'open'): Json {
    const items = (subscription.items as { data: Json[] }).data;
    const total = items.reduce(
      (sum, item) => sum + ((item.price as Json).unit_amount as number) * (item.quantity as number),
      0,
    );
    const created = now();
    invoiceNumber += 1;
    const id = newId('in');
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status,
      number: `PARLEY-${String(invoiceNumber).padStart(4, '0')}`,
      currency: CURRENCY.toLowerCase(),
      amount_due: total,
      amount_paid: status === 'paid' ? total : 0,
      amount_remaining: status === 'paid' ? 0 : total,
      created,
      period_start: created,
      period_end: created + 30 * 24 * 3600,
      hosted_invoice_url: `${base}/invoices/${id}`,
      invoice_pdf: `${base}/invoices/${id}.pdf`,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: list(
        items.map((item) => ({
          id: newId('il'),
          object: 'line_item',
          amount: ((item.price as Json).unit_amount as number) * (item.quantity as number),
          currency: CURRENCY.toLowerCase(),
          quantity: item.quantity,
          pricing: {
            type: 'price_details',
            price_details: { price: (item.price as Json).id, product: (item.price as Json).product },
          },
        })),
        `/v1/invoices/${id}/lines`,
      ),
    };
    invoices.set(id, invoice);
    return invoice;
  }

  async function completeCheckout(sessionId: string): Promise<Json> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status === 'complete') return session;
    const created = now();
    const id = newId('sub');
    const lineItems = session.line_items as { price: string; quantity: number }[];
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      created,
      start_date: created,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      livemode: false,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: list(
        lineItems.map((line) => ({
          id: newId('si'),
          object: 'subscription_item',
          price: priceObject(line.price),
          quantity: line.quantity,
          current_period_start: created,
          current_period_end: created + 30 * 24 * 3600,
        })),
        `/v1/subscription_items?subscription=${id}`,
      ),
    };
    subscriptions.set(id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
    const invoice = newInvoice(subscription, 'paid');
    await emit('customer.subscription.created', subscription);
    await emit('invoice.paid', invoice);
    await emit('checkout.session.completed', session);
    return session;
  }

  async function cancelSubscription(subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription || subscription.status === 'canceled') return;
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    await emit('customer.subscription.deleted', subscription);
  }

  async function failRenewal(subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return;
    await emit('invoice.payment_failed', newInvoice(subscription, 'open'));
    subscription.status = 'past_due';
    await emit('customer.subscription.updated', subscription);
  }

  function api(request: FakeRequest, res: ServerResponse): Promise<void> | void {
    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const form = parseStripeForm(
      request.method === 'GET' ? request.query : new URLSearchParams(request.body.toString('utf8')),
    ) as Json;
    // /v1/<resource>[/<id>], where checkout and billing_portal resources take two segments.
    const segments = request.path.split('/').slice(2);
    const nested = segments[0] === 'checkout' || segments[0] === 'billing_portal';
    const resource = nested ? `${segments[0] ?? ''}/${segments[1] ?? ''}` : (segments[0] ?? '');
    const id = segments[nested ? 2 : 1];
    const key = `${request.method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'POST customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: form.email ?? null,
          metadata: form.metadata ?? {},
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        sendJson(res, 200, customer);
        return;
      }
      case 'GET customers/:id': {
        found(res, customers.get(id ?? ''), 'customer', id);
        return;
      }
      case 'GET prices':
        sendJson(
          res,
          200,
          list(
            BILLING_PRICES.map((price) => priceObject(price.id)).filter(
              (price) =>
                !form.lookup_keys || (form.lookup_keys as string[]).includes(String(price?.lookup_key)),
            ),
            '/v1/prices',
          ),
        );
        return;
      case 'GET prices/:id': {
        found(res, priceObject(id ?? '') ?? undefined, 'price', id);
        return;
      }
      case 'POST checkout/sessions': {
        createSession(form, res);
        return;
      }
      case 'GET checkout/sessions/:id': {
        found(res, sessions.get(id ?? ''), 'checkout.session', id);
        return;
      }
      case 'POST billing_portal/sessions': {
        if (!customers.has(String(form.customer))) {
          stripeError(res, 400, `No such customer: '${String(form.customer)}'`, 'customer');
          return;
        }
        const portalId = newId('bps');
        const portal = {
          id: portalId,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `${base}/portal/${portalId}`,
          created: now(),
          livemode: false,
        };
        portals.set(portalId, portal);
        sendJson(res, 200, portal);
        return;
      }
      case 'GET subscriptions':
        sendJson(
          res,
          200,
          list(
            [...subscriptions.values()].filter((sub) => !form.customer || sub.customer === form.customer),
            '/v1/subscriptions',
          ),
        );
        return;
      case 'GET subscriptions/:id': {
        found(res, subscriptions.get(id ?? ''), 'subscription', id);
        return;
      }
      case 'DELETE subscriptions/:id':
        return cancelSubscription(id ?? '').then(() => {
          found(res, subscriptions.get(id ?? ''), 'subscription', id);
        });
      case 'GET invoices':
        sendJson(
          res,
          200,
          list(
            [...invoices.values()]
              .filter((invoice) => !form.customer || invoice.customer === form.customer)
              .sort((a, b) => (b.created as number) - (a.created as number))
              .slice(0, Number(form.limit ?? 10)),
            '/v1/invoices',
          ),
        );
        return;
      case 'GET invoices/:id': {
        found(res, invoices.get(id ?? ''), 'invoice', id);
        return;
      }
      default:
        stripeError(res, 404, `Unrecognized request URL (${request.method}: ${request.path}).`);
    }
  }

  function found(res: ServerResponse, object: Json | undefined, kind: string, id: string | undefined): void {
    if (object) sendJson(res, 200, object);
    else stripeError(res, 404, `No such ${kind}: '${id ?? ''}'`, 'id');
  }

  function createSession(form: Json, res: ServerResponse): void {
    const lineItems = (form.line_items as Json[] | undefined) ?? [];
    const unknown = lineItems.map((line) => String(line.price)).find((price) => !billingPrice(price));
    if (lineItems.length === 0 || unknown !== undefined) {
      stripeError(res, 400, `No such price: '${unknown ?? ''}'`, 'line_items[0][price]');
      return;
    }
    if (!customers.has(String(form.customer))) {
      stripeError(res, 400, `No such customer: '${String(form.customer)}'`, 'customer');
      return;
    }
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      customer: form.customer,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      subscription_data: form.subscription_data ?? {},
      line_items: lineItems.map((line) => ({
        price: String(line.price),
        quantity: Number(line.quantity ?? 1),
      })),
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      url: `${base}/checkout/${id}`,
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    sendJson(res, 200, session);
  }

  /** The hosted pages: checkout (Pay / Cancel) and the Customer Portal (Cancel subscription / Return). */
  async function hosted(request: FakeRequest, res: ServerResponse): Promise<void> {
    const [, page, id, action] = request.path.split('/');
    if (page === 'checkout') {
      const session = sessions.get(id ?? '');
      if (!session) {
        stripeError(res, 404, 'No such checkout session');
        return;
      }
      if (request.method === 'POST' && action === 'pay') {
        await completeCheckout(session.id as string);
        redirect(res, String(session.success_url));
        return;
      }
      const lines = (session.line_items as { price: string; quantity: number }[])
        .map((line) => {
          const price = billingPrice(line.price);
          const amount = ((price?.unitAmount ?? 0) * line.quantity) / 100;
          return `<li>${line.price} × ${String(line.quantity)}: $${amount.toFixed(2)} per ${price?.interval ?? 'month'}</li>`;
        })
        .join('');
      html(
        res,
        `<main><h1>Checkout (fake Stripe)</h1><ul>${lines}</ul>` +
          `<form method="post" action="/checkout/${session.id as string}/pay"><button type="submit">Pay</button></form>` +
          `<a href="${String(session.cancel_url)}">Cancel</a></main>`,
      );
      return;
    }
    if (page === 'portal') {
      const portal = portals.get(id ?? '');
      if (!portal) {
        stripeError(res, 404, 'No such portal session');
        return;
      }
      const live = [...subscriptions.values()].filter(
        (sub) => sub.customer === portal.customer && sub.status !== 'canceled',
      );
      if (request.method === 'POST' && action === 'cancel') {
        for (const sub of live) await cancelSubscription(sub.id as string);
        redirect(res, String(portal.return_url));
        return;
      }
      const items = live.map((sub) => `<li>${sub.id as string}: ${sub.status as string}</li>`).join('');
      html(
        res,
        `<main><h1>Customer portal (fake Stripe)</h1><ul>${items || '<li>No active subscription</li>'}</ul>` +
          (live.length > 0
            ? `<form method="post" action="/portal/${portal.id as string}/cancel"><button type="submit">Cancel subscription</button></form>`
            : '') +
          `<a href="${String(portal.return_url)}">Return to Parley</a></main>`,
      );
      return;
    }
    stripeError(res, 404, `Unrecognized request URL (${request.method}: ${request.path}).`);
  }

  const server = await startFakeServer(
    (request, res) => (request.path.startsWith('/v1/') ? api(request, res) : hosted(request, res)),
    options,
  );
  base = server.url;
  return {
    ...server,
    customers,
    sessions,
    subscriptions,
    invoices,
    events,
    completeCheckout,
    cancelSubscription,
    failRenewal,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
  };
}
