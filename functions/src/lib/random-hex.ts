import { randomBytes } from 'node:crypto';

/** `bytes` cryptographically random bytes as lowercase hex (API keys, invite tokens). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
