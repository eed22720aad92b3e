import {
  API_ROUTES,
  acceptInviteResponseSchema,
  createPendingInvite,
  parsePendingInvite,
  type AcceptInviteResponse,
  type PendingInvite,
} from '@parley/domain';
import type { ApiFetch } from './api-client';
import type { InviteSource } from './paths';

export const PENDING_INVITE_STORAGE_KEY = 'parley.pendingInvite';

export interface InviteStoreOptions {
  storage?: Storage;
  now?: number;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps an invite a signed-out visitor followed, for 24 hours. */
export function storePendingInvite(
  invite: { token: string; source: InviteSource; originalUrl: string },
  { storage = defaultStorage() ?? undefined, now = Date.now() }: InviteStoreOptions = {},
): PendingInvite {
  const pending = createPendingInvite(invite, now);
  storage?.setItem(PENDING_INVITE_STORAGE_KEY, JSON.stringify(pending));
  return pending;
}

/** The stored invite, or null; an expired or corrupt entry is discarded on the way. */
export function readPendingInvite({
  storage = defaultStorage() ?? undefined,
  now = Date.now(),
}: InviteStoreOptions = {}): PendingInvite | null {
  if (!storage) return null;
  const raw = storage.getItem(PENDING_INVITE_STORAGE_KEY);
  const invite = parsePendingInvite(raw, now);
  if (!invite && raw !== null) storage.removeItem(PENDING_INVITE_STORAGE_KEY);
  return invite;
}

export function clearPendingInvite({ storage = defaultStorage() ?? undefined }: InviteStoreOptions = {}) {
  storage?.removeItem(PENDING_INVITE_STORAGE_KEY);
}

/** Accepts an invite for the signed-in user: a private one by token, a public link by the org's token. */
export function acceptInvite(
  api: ApiFetch,
  invite: { token: string; source: string },
): Promise<AcceptInviteResponse> {
  const route = invite.source === 'public' ? API_ROUTES.acceptPublicInvite : API_ROUTES.acceptUserInvite;
  return api(route.path, {
    method: route.method,
    body: { token: invite.token },
    schema: acceptInviteResponseSchema,
  });
}

/** The query parameters that carry an invite on any in-app URL: `?inviteToken=…[&inviteSource=public]`. */
export const INVITE_TOKEN_PARAM = 'inviteToken';
export const INVITE_SOURCE_PARAM = 'inviteSource';

/** The invite a URL carries, if any. */
export function inviteFromSearch(search: string): { token: string; source: InviteSource } | null {
  const params = new URLSearchParams(search);
  const token = params.get(INVITE_TOKEN_PARAM)?.trim();
  if (!token) return null;
  return { token, source: params.get(INVITE_SOURCE_PARAM) === 'public' ? 'public' : 'private' };
}
