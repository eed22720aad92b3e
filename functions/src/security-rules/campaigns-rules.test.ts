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
import { ref, uploadBytes, getBytes, type FirebaseStorage } from 'firebase/storage';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { useRulesEnv } from './rules-env';
import { firestoreAs, rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, PROFILE_ROLES, seedRulesTeam, TEAM, type TeamRole } from './rules-team';

type Role = TeamRole;
const EDITORS: readonly Role[] = ['member', 'admin', 'owner'];
const READERS: readonly Role[] = [...IN_ORG_1, 'platformAdmin'];

const getEnv = useRulesEnv('demo-parley-campaigns-rules');
const harnessApp = adminApp();
const matrix = rulesMatrix(getEnv, TEAM);

const POOL = [
  { id: 'n1', number: '+12015550100', isActive: true, weight: 60 },
  { id: 'n2', number: '+12125550100', isActive: true, weight: 40 },
];

const campaign = (id: string, agentId: string, orgId: string) => ({
  id,
  agentId,
  orgId,
  name: 'Renewals',
  status: 'IDLE',
  routingType: 'weight',
  phoneNumbers: POOL,
  contactCount: 1,
  progress: { called: 0, completed: 0, failed: 0, inFlight: 0 },
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_campaigns', 'camp-1'), campaign('camp-1', 'agent-1', 'org-1'));
    await setDoc(doc(db, 't_campaigns', 'camp-2'), campaign('camp-2', 'agent-2', 'org-2'));
    await setDoc(doc(db, 't_campaigns', 'camp-1', 'contacts', 'c000000'), {
      index: 0,
      phoneNumber: '+12015550199',
      status: 'PENDING',
    });
    await setDoc(doc(db, 't_calls', 'call-1'), {
      id: 'call-1',
      agentId: 'agent-1',
      orgId: 'org-1',
      campaignId: 'camp-1',
      status: 'completed',
    });
  });
  const storage = getEnv();
  await storage.withSecurityRulesDisabled(async (admin) => {
    await uploadBytes(
      ref(admin.storage() as unknown as FirebaseStorage, 'campaign-contacts/org-1/seeded.csv'),
      new TextEncoder().encode('phone\n2015550100\n'),
      {
        contentType: 'text/csv',
      },
    );
  });
});

describe('t_campaigns', () => {
  matrix('get a campaign', READERS, (db) => getDoc(doc(db, 't_campaigns', 'camp-1')));
  matrix('list an agent’s campaigns', READERS, (db) =>
    getDocs(query(collection(db, 't_campaigns'), where('agentId', '==', 'agent-1'))),
  );
  // One write path per field: pools, routing and weights go through PATCH and /assign (which check
  // the organisation holds each number), so no client writes any field of a campaign directly.
  matrix('change routing type and weights', NOBODY, (db) =>
    updateDoc(doc(db, 't_campaigns', 'camp-1'), {
      routingType: 'state',
      phoneNumbers: [
        { ...POOL[0], weight: 25.5 },
        { ...POOL[1], isActive: false, weight: 74.5 },
      ],
    }),
  );

  describe('refused edits by an owner', () => {
    const refused: Record<string, Record<string, unknown>> = {
      'the routing type alone': { routingType: 'country' },
      'an active flag': { phoneNumbers: [{ ...POOL[0], isActive: false }, POOL[1]] },
      'a number of another organisation': {
        phoneNumbers: [...POOL, { id: 'n3', number: '+19995550100', isActive: true, weight: 0 }],
      },
      'the status': { status: 'IN_PROGRESS' },
      'the progress': { progress: { called: 9, completed: 9, failed: 0, inFlight: 0 } },
      'the name': { name: 'Renamed' },
      'the schedule': { schedule: null },
    };
    it.each(Object.entries(refused))('%s', async (_name, change) => {
      await assertFails(updateDoc(doc(firestoreAs(getEnv(), 'owner'), 't_campaigns', 'camp-1'), change));
    });
  });

  matrix('create a campaign', NOBODY, (db, role) =>
    setDoc(doc(db, 't_campaigns', `new-${role}`), campaign(`new-${role}`, 'agent-1', 'org-1')),
  );
  matrix('delete a campaign', NOBODY, (db) => deleteDoc(doc(db, 't_campaigns', 'camp-1')));
});

describe('t_campaigns/{id}/contacts', () => {
  matrix('read contacts', READERS, (db) => getDocs(collection(db, 't_campaigns', 'camp-1', 'contacts')));
  matrix('write a contact', NOBODY, (db) =>
    setDoc(doc(db, 't_campaigns', 'camp-1', 'contacts', 'c000000'), {
      index: 0,
      phoneNumber: '+1',
      status: 'DONE',
    }),
  );
});

describe('t_calls', () => {
  matrix('get a call record', READERS, (db) => getDoc(doc(db, 't_calls', 'call-1')));
  matrix('list an agent’s calls', READERS, (db) =>
    getDocs(query(collection(db, 't_calls'), where('agentId', '==', 'agent-1'))),
  );
  matrix('write a call record', NOBODY, (db) =>
    updateDoc(doc(db, 't_calls', 'call-1'), { status: 'failed' }),
  );
});

// Storage rules read Firestore through firestore.get(), which the emulator answers from the harness
// project's data (as production reads the same project's): the organisation and profiles the storage
// checks need are written there, under ids no other test file uses, before each test (another file may
// wipe that project).
describe('campaign contact files: campaign-contacts/{orgId}/{file}', () => {
  const uid = (role: Role) => `contacts-rules-${role}`;
  const storageOf = (role: Role) =>
    (role === 'signedOut'
      ? getEnv().unauthenticatedContext()
      : getEnv().authenticatedContext(uid(role))
    ).storage() as unknown as FirebaseStorage;
  const org = 'contacts-rules-org-1';
  const other = 'contacts-rules-org-2';
  const csv = (bytes = 32) => new Uint8Array(bytes).fill(0x31);
  const upload = (role: Role, name: string, bytes = csv(), contentType = 'text/csv', orgId = org) =>
    uploadBytes(ref(storageOf(role), `campaign-contacts/${orgId}/${name}`), bytes, { contentType });

  beforeEach(async () => {
    const harness = getFirestore(harnessApp);
    await Promise.all(
      Object.entries(PROFILE_ROLES).map(([role, profileRole]) =>
        harness.doc(`t_users/${uid(role as Role)}`).set({ role: profileRole }),
      ),
    );
    await harness.doc(`t_orgs/${org}`).set({
      ownerUid: uid('owner'),
      adminUids: [uid('admin')],
      memberUids: (['owner', 'admin', 'member', 'viewer'] as const).map(uid),
    });
    await harness
      .doc(`t_orgs/${other}`)
      .set({ ownerUid: uid('stranger'), adminUids: [], memberUids: [uid('stranger')] });
    await getEnv().withSecurityRulesDisabled(async (admin) => {
      await uploadBytes(
        ref(admin.storage() as unknown as FirebaseStorage, `campaign-contacts/${org}/seeded.csv`),
        csv(),
        {
          contentType: 'text/csv',
        },
      );
    });
  });

  matrix('upload a CSV', EDITORS, (_db, role) => upload(role, `${role}.csv`));
  matrix('read a CSV', IN_ORG_1, (_db, role) =>
    getBytes(ref(storageOf(role), `campaign-contacts/${org}/seeded.csv`)),
  );

  it('accepts exactly 5MB and refuses one byte more', async () => {
    await assertSucceeds(upload('member', 'max.csv', csv(5_242_880)));
    await assertFails(upload('member', 'over.csv', csv(5_242_881)));
  });

  it('refuses another type or extension, an overwrite, and another organisation’s folder', async () => {
    await assertFails(upload('member', 'x.png', csv(), 'image/png'));
    await assertFails(upload('member', 'x.txt'));
    await assertFails(upload('member', 'seeded.csv'));
    await assertFails(upload('member', 'x.csv', csv(), 'text/csv', other));
  });
});
