// `npm run bench:billing`: Stripe webhook processing on the Parley emulator started in-process, through
// the real api router (signature check over the raw body included). 1) p50/p95 of 200 events posted
// one at a time (target p95 < 200 ms); 2) 1,000 deliveries — 800 distinct events of 20 customers, 200
// of them sent twice, all shuffled and posted 8 at a time, failures retried as Stripe retries — after
// which every customer must hold exactly the state of its newest subscription's newest event and the
// credits of its distinct paid invoices. Exits 1 when the end state is wrong.
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, userSchema } from '@parley/domain';
import Stripe from 'stripe';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../fakes/stripe';
import { startBenchFirestore } from './lib/bench-firestore';

const PROJECT = 'demo-parley-bench-billing';
const CUSTOMERS = 20;
const SEQUENTIAL = 200;
const DUPLICATES = 200;
const PARALLEL = 8;
const UPDATES = 15;
const INVOICES = 7;

const emulator = await startBenchFirestore(PROJECT);
Object.assign(process.env, {
  STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
  // The webhook needs the SDK (lazily loaded) but never calls Stripe: any base URL will do.
  STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
});
// One log line per webhook (billing-logs.ts) would bury the results: keep those out of the output.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) =>
  String(chunk).includes('"message":"stripe webhook"') ? true : write(chunk, ...rest);
// Loaded after the emulator's address is in the environment, so the Admin SDK talks to it.
const { db } = await import('../../functions/src/lib/firestore');
const { onRequest } = await import('firebase-functions/https');
const { createApiHandler } = await import('../../functions/src/api/router');
const { BILLING_ROUTES } = await import('../../functions/src/billing/billing-routes');
const { serveFunction } = await import('../../functions/src/testing/serve-function');
const served = await serveFunction(onRequest(createApiHandler(BILLING_ROUTES)));

type Json = Record<string, unknown>;
const event = (type: string, object: Json, created: number): Json => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created,
  type,
  livemode: false,
  data: { object },
});
const subscription = (id: string, customer: string, status: string, created: number, items: Json): Json => ({
  id,
  object: 'subscription',
  customer,
  status,
  created,
  metadata: {},
  items: {
    object: 'list',
    data: Object.entries(items).map(([price, quantity]) => ({
      id: `si_${price}`,
      price: { id: price },
      quantity,
    })),
  },
});
const invoice = (customer: string, sub: string): Json => ({
  id: `in_${randomUUID().slice(0, 12)}`,
  object: 'invoice',
  customer,
  status: 'paid',
  created: 1_800_000_000,
  period_end: 1_800_000_000,
  parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: {} } },
  lines: {
    object: 'list',
    data: [{ id: 'il_1', quantity: 1, pricing: { price_details: { price: 'price_professional_monthly' } } }],
  },
});

async function post(body: Json): Promise<{ ms: number; ok: boolean }> {
  const payload = JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  const started = performance.now();
  const response = await fetch(`${served.url}/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
}

async function customer(label: string): Promise<{ uid: string; customerId: string }> {
  const uid = `${label}-${randomUUID().slice(0, 8)}`;
  const customerId = `cus_${uid}`;
  await db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set(userSchema.parse({ uid, stripeCustomerId: customerId }));
  return { uid, customerId };
}

const quantile = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))] ??
  Number.NaN;

// ---- 1. latency, one event at a time -------------------------------------------------------------------
const latencies: number[] = [];
for (let i = 0; i < SEQUENTIAL; i += 1) {
  const { customerId } = await customer('seq');
  const sub = subscription(`sub_seq_${String(i)}`, customerId, 'active', 100, {
    price_professional_monthly: 1,
  });
  const answer = await post(event('customer.subscription.created', sub, 100));
  if (!answer.ok) throw new Error('a sequential webhook failed');
  latencies.push(answer.ms);
}
console.log(
  `webhook latency (${String(SEQUENTIAL)} events, one at a time): p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms (target p95 < 200 ms)`,
);

// ---- 2. 1,000 deliveries with duplicates and reordering ------------------------------------------------
interface Expected {
  uid: string;
  subscriptionId: string;
  items: Json;
  credits: number;
}
const deliveries: Json[] = [];
const expected: Expected[] = [];
for (let c = 0; c < CUSTOMERS; c += 1) {
  const { uid, customerId } = await customer('replay');
  const oldSub = `sub_old_${uid}`;
  const newSub = `sub_new_${uid}`;
  const starter = { price_starter_monthly: 1 };
  deliveries.push(
    event('customer.subscription.created', subscription(oldSub, customerId, 'active', 1000, starter), 1000),
  );
  for (let u = 1; u <= UPDATES; u += 1) {
    const status = u === UPDATES || u % 2 === 0 ? 'active' : 'past_due';
    deliveries.push(
      event(
        'customer.subscription.updated',
        subscription(oldSub, customerId, status, 1000, starter),
        1000 + u,
      ),
    );
  }
  deliveries.push(
    event(
      'customer.subscription.created',
      subscription(newSub, customerId, 'active', 2000, { price_business_monthly: 1 }),
      2000,
    ),
  );
  let lastItems: Json = {};
  for (let u = 1; u <= UPDATES; u += 1) {
    lastItems = { price_business_monthly: 1, price_credits_100_monthly: u };
    const status = u === UPDATES || u % 3 !== 0 ? 'active' : 'past_due';
    deliveries.push(
      event(
        'customer.subscription.updated',
        subscription(newSub, customerId, status, 2000, lastItems),
        2000 + u,
      ),
    );
  }
  // The old subscription is cancelled after the new one began: it must not demote the customer.
  deliveries.push(
    event('customer.subscription.deleted', subscription(oldSub, customerId, 'canceled', 1000, starter), 2100),
  );
  for (let i = 0; i < INVOICES; i += 1)
    deliveries.push(event('invoice.paid', invoice(customerId, newSub), 2000 + i));
  expected.push({ uid, subscriptionId: newSub, items: lastItems, credits: INVOICES * 600 });
}
for (let d = 0; d < DUPLICATES; d += 1) {
  deliveries.push(deliveries[Math.floor(Math.random() * deliveries.length)] ?? {});
}
for (let i = deliveries.length - 1; i > 0; i -= 1) {
  const j = Math.floor(Math.random() * (i + 1));
  [deliveries[i], deliveries[j]] = [deliveries[j] ?? {}, deliveries[i] ?? {}];
}

const queue = [...deliveries];
const replayLatencies: number[] = [];
let retries = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const answer = await post(next);
      replayLatencies.push(answer.ms);
      // Stripe redelivers an event that was not acknowledged; so does the bench (at the back of the queue).
      if (!answer.ok) {
        retries += 1;
        queue.push(next);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const wrong: string[] = [];
for (const want of expected) {
  const user = userSchema.parse({
    ...(await db().collection(COLLECTIONS.users).doc(want.uid).get()).data(),
    uid: want.uid,
  });
  const balance = (await db().collection(COLLECTIONS.creditBalances).doc(want.uid).get()).get(
    'balance',
  ) as number;
  const items = Object.fromEntries(user.subscriptionItems.map((item) => [item.priceId, item.quantity]));
  const ok =
    user.plan === 'BUSINESS' &&
    user.stripeSubscriptionStatus === 'active' &&
    user.stripeSubscriptionId === want.subscriptionId &&
    user.stripeSubscriptionObservedAt === 2000 + UPDATES &&
    JSON.stringify(items) === JSON.stringify(want.items) &&
    balance === want.credits;
  if (!ok)
    wrong.push(
      `${want.uid}: ${JSON.stringify({ plan: user.plan, status: user.stripeSubscriptionStatus, items, balance })}`,
    );
}
console.log(
  `replay: ${String(deliveries.length)} deliveries (${String(DUPLICATES)} duplicates, shuffled, ${String(PARALLEL)} at a time) in ${seconds.toFixed(1)} s, ${String(retries)} retried; p95 ${quantile(replayLatencies, 0.95).toFixed(1)} ms; end state ${wrong.length === 0 ? `right for all ${String(CUSTOMERS)} customers` : `WRONG for ${String(wrong.length)}`}`,
);
for (const line of wrong) console.log(`  ${line}`);

await served.close();
await emulator.stop();
process.exit(wrong.length === 0 ? 0 : 1);
