import { describe, expect, it } from 'vitest';
import { createPendingInvite, parsePendingInvite } from './pending-invite';

const now = Date.UTC(2026, 0, 1);
const invite = createPendingInvite({ token: 't1', source: 'email', originalUrl: '/invite/t1' }, now);

describe('pending invites', () => {
  it('expire 24 hours after they are stored', () => {
    expect(invite.timestamp).toBe(now);
    expect(invite.expiresAt - invite.timestamp).toBe(24 * 60 * 60 * 1000);
  });

  it('parse back while fresh', () => {
    expect(parsePendingInvite(JSON.stringify(invite), now + 1000)).toEqual(invite);
    expect(parsePendingInvite(JSON.stringify(invite), invite.expiresAt - 1)).toEqual(invite);
  });

  it('are discarded once expired', () => {
    expect(parsePendingInvite(JSON.stringify(invite), invite.expiresAt)).toBeNull();
    expect(parsePendingInvite(JSON.stringify(invite), now + 25 * 60 * 60 * 1000)).toBeNull();
  });

  it('are discarded when corrupt or absent', () => {
    expect(parsePendingInvite('{not json', now)).toBeNull();
    expect(parsePendingInvite(JSON.stringify({ token: 't1' }), now)).toBeNull();
    expect(parsePendingInvite(JSON.stringify({ ...invite, token: '' }), now)).toBeNull();
    expect(parsePendingInvite(null, now)).toBeNull();
    expect(parsePendingInvite('', now)).toBeNull();
  });
});
