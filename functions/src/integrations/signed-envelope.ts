// One format for the integrations' signed strings (customer tokens, code signatures):
// `<kind>.<base64url JSON claims>.<base64url HMAC-SHA256 over kind, claims and any bound data>`.
// The claims are readable by anyone holding the string; the MAC makes them unforgeable.
import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(key: Buffer, kind: string, claims: string, bound: string): Buffer {
  return createHmac('sha256', key).update(`${kind}\n${claims}\n${bound}`).digest();
}

/** Signs `claims` for `kind`, binding `bound` (data that must travel beside the string, such as code). */
export function seal(key: Buffer, kind: string, claims: object, bound = ''): string {
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${kind}.${encoded}.${mac(key, kind, encoded, bound).toString('base64url')}`;
}

/** The claims of a string `seal` made with the same key, kind and bound data; null for anything else. */
export function open(key: Buffer, kind: string, sealed: string, bound = ''): unknown {
  const [prefix, encoded, signature, extra] = sealed.split('.');
  if (prefix !== kind || !encoded || !signature || extra !== undefined) return null;
  const expected = mac(key, kind, encoded, bound);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
