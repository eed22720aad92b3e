// Test helpers of the billing tests: the fake Stripe with the functions pointed at it, Stripe-shaped
// events signed as Stripe signs them, and the user/ledger reads the assertions need.
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, userSchema, type User } from '@parley/domain';
import { LOCAL_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '@parley/scripts/fakes';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { db } from '../lib/firestore';
import type { ApiAnswer, ApiCall } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { balanceRef, parseBalance } from './credit-ledger';

/** Starts the fake Stripe for the file, its events posted to the served api's webhook. */
export function useFakeStripe(api: ApiCall): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookUrl: `${api.baseUrl()}/stripe/webhook` });
    process.env.STRIPE_API_BASE_URL = fake.url;
    process.env.STRIPE_WEBHOOK_SECRET = LOCAL_STRIPE_WEBHOOK_SECRET;
  });
  afterAll(async () => {
    delete process.env.STRIPE_API_BASE_URL;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('useFakeStripe: the fake starts in beforeAll');
    return fake;
  };
}

type Json = Record<string, unknown>;

/** A Stripe event around `object`, created at `created` (epoch s). */
export function stripeEvent(type: string, object: Json, created: number): Json {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The billing period of the subscriptions the kit makes: 30 days. */
export const SUBSCRIPTION_PERIOD_S = 30 * 24 * 3600;

/** A subscription object of `customer` to `items` (price id → quantity). */
export function subscriptionObject(input: {
  id: string;
  customer: string;
  uid?: string;
  status: string;
  created: number;
  items: Record<string, number>;
}): Json {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    created: input.created,
    metadata: input.uid ? { uid: input.uid } : {},
    items: {
      object: 'list',
      data: Object.entries(input.items).map(([price, quantity]) => ({
        id: `si_${price}`,
        object: 'subscription_item',
        price: { id: price, object: 'price' },
        quantity,
        current_period_start: input.created,
        current_period_end: input.created + SUBSCRIPTION_PERIOD_S,
      })),
    },
  };
}

/** An invoice of a subscription with `items` (price id → quantity). */
export function invoiceObject(input: {
  id: string;
  customer: string;
  subscription: string;
  status: string;
  items: Record<string, number>;
}): Json {
  return {
    id: input.id,
    object: 'invoice',
    customer: input.customer,
    status: input.status,
    created: 1_800_000_000,
    period_start: 1_800_000_000,
    period_end: 1_802_592_000,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: input.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      data: Object.entries(input.items).map(([price, quantity]) => ({
        id: `il_${price}`,
        object: 'line_item',
        quantity,
        pricing: { type: 'price_details', price_details: { price, product: 'prod_parley' } },
      })),
    },
  };
}

/** Posts an event to /stripe/webhook as Stripe would: raw JSON, signed with `secret`. */
export async function postStripeEvent(
  api: ApiCall,
  event: Json,
  { secret = LOCAL_STRIPE_WEBHOOK_SECRET, signature }: { secret?: string; signature?: string } = {},
): Promise<ApiAnswer> {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const answer = await rawRequest(`${api.baseUrl()}/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return answer as ApiAnswer;
}

export async function readUserDoc(uid: string): Promise<User> {
  return userSchema.parse({ ...(await db().collection(COLLECTIONS.users).doc(uid).get()).data(), uid });
}

export async function balanceOf(uid: string): Promise<number> {
  return parseBalance(uid, (await balanceRef(db(), uid).get()).data()).balance;
}

export async function ledgerOf(uid: string): Promise<Json[]> {
  const entries = await db().collection(COLLECTIONS.creditLedger).where('uid', '==', uid).get();
  return entries.docs.map((doc) => doc.data());
}

export const uniqueStripeId = (prefix: string): string => `${prefix}_${randomUUID().slice(0, 12)}`;
