// The voice engine signs each call event as Stripe signs its webhooks: header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under VOICE_ENGINE_WEBHOOK_SECRET. The
// timestamp inside the signed text stops an old delivery from being replayed past the tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALL_EVENT_TOLERANCE_SECONDS } from '@parley/domain';

const hmac = (secret: string, timestamp: number, body: Buffer | string): string =>
  createHmac('sha256', secret)
    .update(`${String(timestamp)}.`)
    .update(body)
    .digest('hex');

/**
 * The signature header for a body (what the engine, and the fake engine, send): one v1 entry per
 * secret, so a sender rotating its secret can sign with the old and the new one.
 */
export function signCallEvent(
  body: Buffer | string,
  secret: string | readonly string[],
  timestamp: number,
): string {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  return [`t=${String(timestamp)}`, ...secrets.map((key) => `v1=${hmac(key, timestamp, body)}`)].join(',');
}

/**
 * Whether `header` signs `body` under `secret` with a timestamp within the tolerance of `nowSeconds`.
 * Every v1 entry is tried, so the engine can sign with an old and a new secret while one rotates.
 */
export function verifyCallEventSignature(
  body: Buffer,
  header: string,
  secret: string,
  nowSeconds: number,
): boolean {
  if (!secret || !header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > CALL_EVENT_TOLERANCE_SECONDS) {
    return false;
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value ?? '', 'hex'), expected));
}
