import type { IncomingHttpHeaders } from 'node:http';

/** The user and password of an `Authorization: Basic` header (Twilio, Vonage), or null. */
export function basicAuth(headers: IncomingHttpHeaders): { user: string; password: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
