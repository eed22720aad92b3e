import type { Caller } from '../firestore/api.ts';

/**
 * Parses an `Authorization` header value into the caller (docs/emulator.md#authentication), for every
 * transport and for Storage. `Bearer owner` / `Firebase owner` is the admin bypass. Tokens are decoded
 * without any signature, expiry or audience check: rules-unit-testing mock tokens are unsigned and long
 * expired, and the Auth emulator's tokens are unsigned too. An undecodable token is treated as no token.
 */
export function parseAuthorization(header: string | undefined | null): Caller {
  if (!header) return { kind: 'anonymous' };
  const match = /^(Bearer|Firebase)\s+(.+)$/i.exec(header.trim());
  if (!match?.[2]) return { kind: 'anonymous' };
  const token = match[2].trim();
  if (token === 'owner') return { kind: 'owner' };
  const payload = decodeJwtPayload(token);
  if (!payload) return { kind: 'anonymous' };
  const uid = typeof payload.user_id === 'string' ? payload.user_id : payload.sub;
  if (typeof uid !== 'string' || uid === '') return { kind: 'anonymous' };
  return { kind: 'user', uid, token: payload };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
