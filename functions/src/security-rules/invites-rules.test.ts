// Invites and an organisation's credentials (docs/security.md#invites): no client reads a private
// invite or its token; members see who is invited, not how to accept it; only the owner and admins
// (not VIEWERs, not platform ADMINs) read the public invite link's token and the API keys.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRulesEnv } from './rules-env';
import { firestoreAs, rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-invites-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const TOKEN_HASH = 'a'.repeat(64);
const pendingInvite = {
  id: 'inv-1',
  email: 'friend@parley.test',
  role: 'admin',
  invitedAt: 1,
  expiresAt: 2,
};

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await updateDoc(doc(db, 't_orgs', 'org-1'), { name: 'Acme', pendingInvites: [pendingInvite] });
    await setDoc(doc(db, 't_org_invites', TOKEN_HASH), {
      ...pendingInvite,
      orgId: 'org-1',
      orgName: 'Acme',
      invitedBy: 'owner',
      status: 'pending',
      acceptedBy: null,
    });
    await setDoc(doc(db, 't_org_secrets', 'org-1'), {
      orgId: 'org-1',
      inviteToken: 'public-1',
      apiKeys: ['k1'],
    });
    await setDoc(doc(db, 't_org_secrets', 'org-2'), { orgId: 'org-2', inviteToken: 'public-2', apiKeys: [] });
    // org-3: the VIEWER is its admin, which still shows them no credential.
    await setDoc(doc(db, 't_orgs', 'org-3'), {
      id: 'org-3',
      ownerUid: 'stranger',
      adminUids: ['viewer'],
      memberUids: ['stranger', 'viewer'],
    });
    await setDoc(doc(db, 't_org_secrets', 'org-3'), { orgId: 'org-3', inviteToken: 'public-3', apiKeys: [] });
  });
});

describe('t_org_invites (server-only)', () => {
  matrix('get an invite by its token hash', NOBODY, (db) => getDoc(doc(db, 't_org_invites', TOKEN_HASH)));
  matrix("list an organisation's invites", NOBODY, (db) =>
    getDocs(query(collection(db, 't_org_invites'), where('orgId', '==', 'org-1'))),
  );
  matrix('create an invite', NOBODY, (db) =>
    setDoc(doc(db, 't_org_invites', 'b'.repeat(64)), { ...pendingInvite, orgId: 'org-1', status: 'pending' }),
  );
  matrix('accept an invite by writing it', NOBODY, (db, who) =>
    updateDoc(doc(db, 't_org_invites', TOKEN_HASH), { status: 'accepted', acceptedBy: who }),
  );
  matrix('delete an invite', NOBODY, (db) => deleteDoc(doc(db, 't_org_invites', TOKEN_HASH)));
});

describe('t_orgs.pendingInvites', () => {
  matrix('see who is invited', [...IN_ORG_1, 'platformAdmin'], async (db) => {
    const org = await getDoc(doc(db, 't_orgs', 'org-1'));
    expect(org.get('pendingInvites')).toEqual([pendingInvite]);
  });
  matrix('add a pending invite from the client', NOBODY, (db) =>
    updateDoc(doc(db, 't_orgs', 'org-1'), { pendingInvites: [pendingInvite, { ...pendingInvite, id: 'x' }] }),
  );

  it('the organisation document every member reads holds no token of any invite', async () => {
    const org = await getDoc(doc(firestoreAs(getEnv(), 'viewer'), 't_orgs', 'org-1'));
    const text = JSON.stringify(org.data());
    expect(text).not.toContain(TOKEN_HASH);
    expect(text).not.toContain('public-1');
    expect(org.data()).not.toHaveProperty('inviteToken');
    expect(org.data()).not.toHaveProperty('apiKeys');
  });
});

describe('t_org_secrets', () => {
  matrix("read org-1's public invite token and API keys", ['admin', 'owner'], (db) =>
    getDoc(doc(db, 't_org_secrets', 'org-1')),
  );
  matrix("read another organisation's", ['stranger'], (db) => getDoc(doc(db, 't_org_secrets', 'org-2')));
  matrix('read them as a VIEWER who is admin (org-3)', ['stranger'], (db) =>
    getDoc(doc(db, 't_org_secrets', 'org-3')),
  );
  matrix('list every organisation’s', NOBODY, (db) => getDocs(collection(db, 't_org_secrets')));
  matrix('find an organisation by its public token', NOBODY, (db) =>
    getDocs(query(collection(db, 't_org_secrets'), where('inviteToken', '==', 'public-1'))),
  );
  matrix('change the public token', NOBODY, (db) =>
    updateDoc(doc(db, 't_org_secrets', 'org-1'), { inviteToken: 'mine' }),
  );
  matrix('create secrets for an organisation without', NOBODY, (db) =>
    setDoc(doc(db, 't_org_secrets', 'org-new'), { orgId: 'org-new', inviteToken: 'mine', apiKeys: [] }),
  );
  matrix('delete them', NOBODY, (db) => deleteDoc(doc(db, 't_org_secrets', 'org-1')));

  it('an admin reads the token they share as the public invite link', async () => {
    const secrets = await assertSucceeds(
      getDoc(doc(firestoreAs(getEnv(), 'admin'), 't_org_secrets', 'org-1')),
    );
    expect(secrets.get('inviteToken')).toBe('public-1');
    await assertFails(getDoc(doc(firestoreAs(getEnv(), 'member'), 't_org_secrets', 'org-1')));
  });
});
