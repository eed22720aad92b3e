import { describe, expect, it } from 'vitest';
import { MSG_DELETE_AGENT_FORBIDDEN, MSG_VIEWER_READ_ONLY } from '../messages';
import {
  changeRefusal,
  deleteAgentError,
  isCustomActionVisible,
  orgRoleOf,
  removeFromOrg,
  runsOrg,
} from './permissions';

const org = { ownerUid: 'owner', adminUids: ['admin', 'both'], memberUids: ['member', 'both'] };

describe('organisation roles', () => {
  it('places users', () => {
    expect(orgRoleOf(org, 'owner')).toBe('owner');
    expect(orgRoleOf(org, 'admin')).toBe('admin');
    expect(orgRoleOf(org, 'member')).toBe('member');
    expect(orgRoleOf(org, 'stranger')).toBeNull();
  });

  it('says who runs the organisation: its owner and admins only', () => {
    expect(['owner', 'admin', 'both', 'member', 'stranger'].map((uid) => runsOrg(org, uid))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lets the owner, an org admin or an ADMIN delete an agent', () => {
    expect(deleteAgentError({ uid: 'owner', role: 'USER' }, org)).toBeNull();
    expect(deleteAgentError({ uid: 'admin', role: 'USER' }, org)).toBeNull();
    expect(deleteAgentError({ uid: 'stranger', role: 'ADMIN' }, org)).toBeNull();
    expect(deleteAgentError({ uid: 'member', role: 'USER' }, org)).toBe(MSG_DELETE_AGENT_FORBIDDEN);
    expect(deleteAgentError({ uid: 'stranger', role: 'PARTNER' }, org)).toBe(MSG_DELETE_AGENT_FORBIDDEN);
  });

  it('removes a user from both lists', () => {
    expect(removeFromOrg(org, 'both')).toEqual({ adminUids: ['admin'], memberUids: ['member'] });
  });
});

describe('read-only role', () => {
  it('refuses every change to a VIEWER, with the spec text, and to no other role', () => {
    expect(changeRefusal({ role: 'VIEWER' })).toBe(MSG_VIEWER_READ_ONLY);
    for (const role of ['USER', 'PARTNER', 'ADMIN'] as const) expect(changeRefusal({ role })).toBeNull();
  });
});

describe('custom action visibility', () => {
  it('shows published actions and those of users in the same organisations', () => {
    const same = new Set(['colleague']);
    expect(isCustomActionVisible({ status: 'published', ownerUid: 'anyone' }, same)).toBe(true);
    expect(isCustomActionVisible({ status: 'draft', ownerUid: 'colleague' }, same)).toBe(true);
    expect(isCustomActionVisible({ status: 'draft', ownerUid: 'stranger' }, same)).toBe(false);
  });
});
