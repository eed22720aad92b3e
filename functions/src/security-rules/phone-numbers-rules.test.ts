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
import { beforeAll, describe, it } from 'vitest';
import { useRulesEnv } from './rules-env';

// org-1: owner, admin, member and viewer (t_users.role VIEWER); stranger owns org-2 only; platformAdmin
// has role ADMIN and no organisation.
const SIGNED_IN = ['stranger', 'viewer', 'member', 'admin', 'owner', 'platformAdmin'] as const;
type Role = (typeof SIGNED_IN)[number] | 'signedOut';

const getEnv = useRulesEnv('demo-parley-phone-numbers-rules');

function dbAs(role: Role): Firestore {
  const env = getEnv();
  return (role === 'signedOut'
    ? env.unauthenticatedContext()
    : env.authenticatedContext(role)
  ).firestore() as unknown as Firestore;
}

const phoneNumber = {
  id: 'pn-1',
  orgId: 'org-1',
  number: '+14155550101',
  countryCode: 'US',
  source: 'bought',
  provider: 'twilio',
  twilioPnSid: 'PN1',
  twilioAccountSid: null,
  vonageCredentialId: null,
  vapiPnId: null,
  agentId: 'agent-1',
  isPrimary: true,
  voiceMode: 'Parley',
  customName: null,
};

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const uid of SIGNED_IN) {
      await setDoc(doc(db, 't_users', uid), {
        uid,
        role: { viewer: 'VIEWER', platformAdmin: 'ADMIN' }[uid as string] ?? 'USER',
      });
    }
    await setDoc(doc(db, 't_orgs', 'org-1'), {
      id: 'org-1',
      ownerUid: 'owner',
      adminUids: ['admin'],
      memberUids: ['owner', 'admin', 'member', 'viewer'],
    });
    await setDoc(doc(db, 't_orgs', 'org-2'), {
      id: 'org-2',
      ownerUid: 'stranger',
      adminUids: [],
      memberUids: ['stranger'],
    });
    await setDoc(doc(db, 't_agents', 'agent-1'), { id: 'agent-1', orgId: 'org-1', uid: 'owner' });
    await setDoc(doc(db, 't_phone_numbers', 'pn-1'), phoneNumber);
    await setDoc(doc(db, 't_agents_endpoints', 'pn-2'), { agent_id: 'agent-1', number: '+14155550102' });
    await setDoc(doc(db, 't_provider_credentials', 'twilio_org-1_AC1'), {
      orgId: 'org-1',
      provider: 'twilio',
      kind: 'external',
      accountId: 'AC1',
      secret: { v: 1, iv: 'aaaa', tag: 'bbbb', data: 'cccc' },
    });
    await setDoc(doc(db, 't_number_purchases', 'p-1'), { orgId: 'org-1', phoneNumber: '+14155550101' });
  });
});

describe('t_phone_numbers', () => {
  it("is readable by the organisation's members (VIEWERs too) and platform ADMINs", async () => {
    for (const role of ['viewer', 'member', 'admin', 'owner', 'platformAdmin'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(role), 't_phone_numbers', 'pn-1')));
    }
    await assertSucceeds(
      getDocs(query(collection(dbAs('member'), 't_phone_numbers'), where('orgId', '==', 'org-1'))),
    );
  });

  it('is hidden from other organisations and signed-out callers, and from unfiltered queries', async () => {
    await assertFails(getDoc(doc(dbAs('stranger'), 't_phone_numbers', 'pn-1')));
    await assertFails(getDoc(doc(dbAs('signedOut'), 't_phone_numbers', 'pn-1')));
    await assertFails(getDocs(collection(dbAs('member'), 't_phone_numbers')));
  });

  it('is never written by a client: numbers are bought, imported and released by functions', async () => {
    const owner = dbAs('owner');
    await assertFails(updateDoc(doc(owner, 't_phone_numbers', 'pn-1'), { customName: 'Sales' }));
    await assertFails(updateDoc(doc(owner, 't_phone_numbers', 'pn-1'), { agentId: null }));
    await assertFails(setDoc(doc(owner, 't_phone_numbers', 'pn-9'), { ...phoneNumber, id: 'pn-9' }));
    await assertFails(deleteDoc(doc(owner, 't_phone_numbers', 'pn-1')));
  });
});

describe('t_agents_endpoints', () => {
  it("is readable by the agent's organisation only, and written by functions only", async () => {
    await assertSucceeds(getDoc(doc(dbAs('viewer'), 't_agents_endpoints', 'pn-2')));
    await assertFails(getDoc(doc(dbAs('stranger'), 't_agents_endpoints', 'pn-2')));
    await assertFails(updateDoc(doc(dbAs('owner'), 't_agents_endpoints', 'pn-2'), { customName: 'x' }));
    await assertFails(setDoc(doc(dbAs('owner'), 't_agents_endpoints', 'pn-3'), { agent_id: 'agent-1' }));
  });
});

describe('t_provider_credentials and t_number_purchases', () => {
  it('are out of reach of every client, the owner and platform ADMINs included', async () => {
    for (const role of ['owner', 'admin', 'platformAdmin'] as const) {
      const db = dbAs(role);
      await assertFails(getDoc(doc(db, 't_provider_credentials', 'twilio_org-1_AC1')));
      await assertFails(
        getDocs(query(collection(db, 't_provider_credentials'), where('orgId', '==', 'org-1'))),
      );
      await assertFails(getDoc(doc(db, 't_number_purchases', 'p-1')));
    }
    await assertFails(
      setDoc(doc(dbAs('owner'), 't_provider_credentials', 'vonage_org-1_k'), {
        orgId: 'org-1',
        accountId: 'k',
      }),
    );
    await assertFails(deleteDoc(doc(dbAs('owner'), 't_number_purchases', 'p-1')));
  });
});
