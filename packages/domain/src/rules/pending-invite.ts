// The invite a signed-out visitor followed, kept in browser storage.
import { PENDING_INVITE_TTL_MS } from '../constants';
import { pendingInviteSchema } from '../schemas/pending-invite';
import type { PendingInvite } from '../schemas/pending-invite';

/** A pending invite stored at `now`, expiring 24 hours later. */
export function createPendingInvite(
  invite: Pick<PendingInvite, 'token' | 'source' | 'originalUrl'>,
  now: number,
): PendingInvite {
  return { ...invite, timestamp: now, expiresAt: now + PENDING_INVITE_TTL_MS };
}

/**
 * Reads a stored pending invite. Returns null (and the caller discards the entry) when there is none,
 * when it is not valid JSON or not an invite, or when it expired at or before `now`.
 */
export function parsePendingInvite(raw: string | null | undefined, now: number): PendingInvite | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = pendingInviteSchema.safeParse(value);
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}
