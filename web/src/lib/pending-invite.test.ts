import { PENDING_INVITE_TTL_MS } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from './api-client';
import {
  acceptInvite,
  clearPendingInvite,
  inviteFromSearch,
  PENDING_INVITE_STORAGE_KEY,
  readPendingInvite,
  storePendingInvite,
} from './pending-invite';

const NOW = Date.UTC(2026, 0, 1);
const invite = {
  token: 'tok-1',
  source: 'private' as const,
  originalUrl: 'http://app/accept-invite?token=tok-1',
};

afterEach(() => {
  window.localStorage.clear();
});

describe('pending invite storage', () => {
  it('stores the invite with its time and a 24-hour expiry, and reads it back', () => {
    const stored = storePendingInvite(invite, { now: NOW });

    expect(stored).toEqual({ ...invite, timestamp: NOW, expiresAt: NOW + PENDING_INVITE_TTL_MS });
    expect(readPendingInvite({ now: NOW + PENDING_INVITE_TTL_MS - 1 })).toEqual(stored);
  });

  it('discards an invite once 24 hours have passed', () => {
    storePendingInvite(invite, { now: NOW });

    expect(readPendingInvite({ now: NOW + PENDING_INVITE_TTL_MS })).toBeNull();
    expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an invite', JSON.stringify({ token: '' })],
  ])('discards a corrupt entry (%s)', (_case, raw) => {
    window.localStorage.setItem(PENDING_INVITE_STORAGE_KEY, raw);

    expect(readPendingInvite({ now: NOW })).toBeNull();
    expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBeNull();
  });

  it('forgets the invite once consumed', () => {
    storePendingInvite(invite, { now: NOW });
    clearPendingInvite();

    expect(readPendingInvite({ now: NOW })).toBeNull();
  });
});

describe('inviteFromSearch', () => {
  it('reads a private or public invite token from the query', () => {
    expect(inviteFromSearch('?inviteToken=abc')).toEqual({ token: 'abc', source: 'private' });
    expect(inviteFromSearch('?inviteToken=abc&inviteSource=public')).toEqual({
      token: 'abc',
      source: 'public',
    });
    expect(inviteFromSearch('?inviteToken=%20')).toBeNull();
    expect(inviteFromSearch('')).toBeNull();
  });
});

describe('acceptInvite', () => {
  it('accepts a private invite at /user/accept-invite and a public link at /api/accept-public-invite', async () => {
    const api = vi.fn(() =>
      Promise.resolve({ orgId: 'o1', role: 'member', joined: true }),
    ) as unknown as ApiFetch;

    await acceptInvite(api, { token: 't1', source: 'private' });
    await acceptInvite(api, { token: 't2', source: 'public' });

    expect(api).toHaveBeenNthCalledWith(
      1,
      '/user/accept-invite',
      expect.objectContaining({ method: 'POST', body: { token: 't1' } }),
    );
    expect(api).toHaveBeenNthCalledWith(
      2,
      '/api/accept-public-invite',
      expect.objectContaining({ method: 'POST', body: { token: 't2' } }),
    );
  });
});
