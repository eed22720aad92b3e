// The HMAC keys of the integrations: one signs code blocks (validate-code → execute-code), one signs
// customer tokens, one derives each organisation's post-call webhook signing secret. Secret Manager
// secrets in production, read at call time; against the emulators, with the secret unset, a fixed
// development key per purpose, so the local stack needs no setup.
import { createHash } from 'node:crypto';
import { defineSecret, type SecretParam } from 'firebase-functions/params';
import { bindableSecrets, secretValue } from '../lib/secrets';

export const CODE_SIGNING_KEY = defineSecret('CODE_SIGNING_KEY');
export const CUSTOMER_TOKEN_KEY = defineSecret('CUSTOMER_TOKEN_KEY');
export const POST_CALL_WEBHOOK_KEY = defineSecret('POST_CALL_WEBHOOK_KEY');

/** Bound to the `api` function, which serves the integration routes and the call-end webhooks. */
export const INTEGRATION_SECRETS = bindableSecrets(
  CODE_SIGNING_KEY,
  CUSTOMER_TOKEN_KEY,
  POST_CALL_WEBHOOK_KEY,
);

/** Shorter keys would weaken HMAC-SHA256 below its 256-bit strength. */
const MIN_KEY_LENGTH = 32;

function runningOnEmulators(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

/** The key for `secret` now; throws in production when it is unset or too short. */
export function hmacKey(secret: SecretParam): Buffer {
  const configured = secretValue(secret);
  if (configured) {
    if (configured.length < MIN_KEY_LENGTH) throw new Error(`${secret.name} must be at least 32 characters`);
    return Buffer.from(configured, 'utf8');
  }
  if (runningOnEmulators())
    return createHash('sha256').update(`parley-local-development-${secret.name}`).digest();
  throw new Error(`${secret.name} is not set`);
}
