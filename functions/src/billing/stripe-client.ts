// The `stripe` SDK, loaded on first use (cold starts of routes that never bill stay small). With the
// STRIPE_SECRET_KEY secret set it talks to Stripe; without it, STRIPE_API_BASE_URL must point at the
// local fake (scripts/fakes/stripe.ts), as npm start and the tests arrange. docs/billing.md.
import { defineSecret } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { bindableSecrets, secretValue } from '../lib/secrets';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** The webhook endpoint's signing secret (whsec_...): Stripe's dashboard, or `stripe listen` locally. */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const BILLING_SECRETS = bindableSecrets(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET);

/** The key the SDK sends to the local fake, which accepts any test-mode key. Not a secret. */
const LOCAL_FAKE_KEY = 'sk_test_parley_local_fake';
const TIMEOUT_MS = 10_000;

export class StripeNotConfiguredError extends Error {
  constructor() {
    super('Stripe is not configured (STRIPE_SECRET_KEY, or STRIPE_API_BASE_URL for the local fake)');
    this.name = 'StripeNotConfiguredError';
  }
}

type StripeConstructor = typeof Stripe;
type StripeOptions = NonNullable<ConstructorParameters<StripeConstructor>[1]>;
let sdk: StripeConstructor | undefined;
let cached: { key: string; base: string; client: Stripe } | undefined;

/** The SDK's host options for STRIPE_API_BASE_URL (http://127.0.0.1:port), or none for api.stripe.com. */
function hostOptions(base: string): StripeOptions {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

/** A Stripe client for the configured account (one per key and base URL, reused across calls). */
export async function stripeClient(): Promise<Stripe> {
  const base = process.env.STRIPE_API_BASE_URL?.trim() ?? '';
  const key = secretValue(STRIPE_SECRET_KEY) || (base ? LOCAL_FAKE_KEY : '');
  if (!key) throw new StripeNotConfiguredError();
  if (cached?.key === key && cached.base === base) return cached.client;
  sdk ??= (await import('stripe')).default;
  const client = new sdk(key, { timeout: TIMEOUT_MS, maxNetworkRetries: 2, ...hostOptions(base) });
  cached = { key, base, client };
  return client;
}

/** The webhook endpoint's signing secret now; '' when unset (every webhook is then refused). */
export function stripeWebhookSecret(): string {
  return secretValue(STRIPE_WEBHOOK_SECRET);
}
