import { describe, expect, it } from 'vitest';
import { organisationSchema, orgSecretsSchema } from './organisation';
import { userSchema } from './user';

describe('user schema', () => {
  it('defaults to USER on FREE with an empty checklist', () => {
    const user = userSchema.parse({ uid: 'u1' });
    expect(user.role).toBe('USER');
    expect(user.plan).toBe('FREE');
    expect(user.myVoiceIds).toEqual([]);
    expect(user.enableBetaVoices).toBe(false);
    expect(Object.values(user.newUserCheckList)).toEqual([false, false, false, false]);
  });

  it('refuses unknown plans and subscription statuses', () => {
    expect(userSchema.safeParse({ uid: 'u1', plan: 'GOLD' }).success).toBe(false);
    expect(userSchema.safeParse({ uid: 'u1', stripeSubscriptionStatus: 'quota_exceeded' }).success).toBe(
      true,
    );
    expect(userSchema.safeParse({ uid: 'u1', stripeSubscriptionStatus: 'expired' }).success).toBe(false);
  });
});

describe('organisation schema', () => {
  it('defaults lists, cluster and version control', () => {
    const org = organisationSchema.parse({ id: 'o1', name: 'My Org', ownerUid: 'u1' });
    expect(org.adminUids).toEqual([]);
    expect(org.memberUids).toEqual([]);
    expect(org.cluster).toBe('PROD');
    expect(org.enableAgentVersionControl).toBe(false);
    expect(org.pendingInvites).toEqual([]);
  });

  it('accepts admin and member invites only', () => {
    const base = { id: 'o1', name: 'n', ownerUid: 'u1' };
    expect(
      organisationSchema.safeParse({
        ...base,
        pendingInvites: [{ id: 'i1', email: 'a@b.co', role: 'admin' }],
      }).success,
    ).toBe(true);
    expect(
      organisationSchema.safeParse({
        ...base,
        pendingInvites: [{ id: 'i1', email: 'a@b.co', role: 'owner' }],
      }).success,
    ).toBe(false);
  });

  it('keeps no credential: a stray inviteToken, apiKeys or invite token is dropped on read', () => {
    const org = organisationSchema.parse({
      id: 'o1',
      name: 'n',
      ownerUid: 'u1',
      inviteToken: 'secret',
      apiKeys: ['k'],
      pendingInvites: [{ id: 'i1', token: 'secret', email: 'a@b.co', role: 'member' }],
    });
    expect(JSON.stringify(org)).not.toContain('secret');
    expect(org).not.toHaveProperty('apiKeys');
  });
});

describe('organisation secrets schema', () => {
  it('defaults to no public link, no API keys and no rotation of the post-call secret', () => {
    expect(orgSecretsSchema.parse({ orgId: 'o1' })).toEqual({
      orgId: 'o1',
      inviteToken: null,
      apiKeys: [],
      postCallSecretRotatedAt: null,
    });
  });
});
