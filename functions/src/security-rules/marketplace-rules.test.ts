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
import { beforeAll, describe } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix, SIGNED_OUT } from './rules-matrix';

// The action marketplace's collections. alice and bob share org-a, carol is alone in org-b, viewer is a
// VIEWER in org-a, staff is a platform ADMIN in no organisation.
const USERS = ['alice', 'bob', 'carol', 'viewer', 'staff'] as const;
type Uid = (typeof USERS)[number];
type Who = Uid | typeof SIGNED_OUT;
const EVERYONE: readonly Who[] = [...USERS, SIGNED_OUT];

const getEnv = useRulesEnv('demo-parley-marketplace-rules');
const matrix = rulesMatrix(getEnv, EVERYONE);

const ORGS: Record<Uid, string[]> = {
  alice: ['org-a'],
  bob: ['org-a'],
  viewer: ['org-a'],
  carol: ['org-b'],
  staff: [],
};
const action = (id: string, ownerUid: string, status: string) => ({
  id,
  name: id,
  integrationId: 'zendesk',
  ownerUid,
  status,
  request: { method: 'POST', url: 'https://api.example.com', headers: {}, body: '' },
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const uid of USERS) {
      await setDoc(doc(db, 't_users', uid), {
        uid,
        role: uid === 'staff' ? 'ADMIN' : uid === 'viewer' ? 'VIEWER' : 'USER',
        orgIds: ORGS[uid],
      });
    }
    await setDoc(doc(db, 't_orgs', 'org-a'), {
      id: 'org-a',
      ownerUid: 'bob',
      adminUids: [],
      memberUids: ['bob', 'alice', 'viewer'],
    });
    await setDoc(doc(db, 't_orgs', 'org-b'), {
      id: 'org-b',
      ownerUid: 'carol',
      adminUids: [],
      memberUids: ['carol'],
    });
    await setDoc(doc(db, 't_w_custom_integrations', 'zendesk'), {
      id: 'zendesk',
      name: 'Zendesk',
      actionIds: ['published-by-carol'],
    });
    await setDoc(doc(db, 't_w_custom_actions', 'draft-by-alice'), action('draft-by-alice', 'alice', 'draft'));
    await setDoc(doc(db, 't_w_custom_actions', 'draft-by-carol'), action('draft-by-carol', 'carol', 'draft'));
    await setDoc(
      doc(db, 't_w_custom_actions', 'pending-by-carol'),
      action('pending-by-carol', 'carol', 'pending_review'),
    );
    await setDoc(
      doc(db, 't_w_custom_actions', 'published-by-carol'),
      action('published-by-carol', 'carol', 'published'),
    );
    await setDoc(doc(db, 't_w_integration_requests', 'request-1'), {
      user: { id: 'alice', name: 'Alice', email: 'alice@parley.test', plan: 'FREE', phoneNumber: '' },
      integration: 'Cliniko',
    });
  });
});

const SIGNED_IN: readonly Who[] = USERS;
const actions = (db: Firestore) => collection(db, 't_w_custom_actions');

describe('t_w_custom_integrations: a catalogue signed-in users read; nobody writes', () => {
  matrix('get an integration', SIGNED_IN, (db) => getDoc(doc(db, 't_w_custom_integrations', 'zendesk')));
  matrix('list the integrations', SIGNED_IN, (db) => getDocs(collection(db, 't_w_custom_integrations')));
  matrix('create an integration', [], (db, who) =>
    setDoc(doc(db, 't_w_custom_integrations', `new-${who}`), {
      id: `new-${who}`,
      name: 'Mine',
      actionIds: [],
    }),
  );
  matrix('add an action to an integration', [], (db) =>
    updateDoc(doc(db, 't_w_custom_integrations', 'zendesk'), { actionIds: ['draft-by-alice'] }),
  );
});

describe('t_w_custom_actions: published, or owned by someone sharing an organisation', () => {
  matrix('get a published action', SIGNED_IN, (db) =>
    getDoc(doc(db, 't_w_custom_actions', 'published-by-carol')),
  );
  matrix("get alice's draft: her organisation and staff", ['alice', 'bob', 'viewer', 'staff'], (db) =>
    getDoc(doc(db, 't_w_custom_actions', 'draft-by-alice')),
  );
  matrix("get carol's draft: carol and staff", ['carol', 'staff'], (db) =>
    getDoc(doc(db, 't_w_custom_actions', 'draft-by-carol')),
  );
  matrix('get an action pending review: its owner and the reviewing staff', ['carol', 'staff'], (db) =>
    getDoc(doc(db, 't_w_custom_actions', 'pending-by-carol')),
  );
  matrix('list published actions', SIGNED_IN, (db) =>
    getDocs(query(actions(db), where('status', '==', 'published'))),
  );
  matrix("list org-a's actions by an 'in' on the owners", ['alice', 'bob', 'viewer', 'staff'], (db) =>
    getDocs(query(actions(db), where('ownerUid', 'in', ['alice', 'bob', 'viewer']))),
  );
  matrix('list actions pending review: staff only', ['staff'], (db) =>
    getDocs(query(actions(db), where('status', '==', 'pending_review'))),
  );
  matrix('list every action unfiltered: staff only', ['staff'], (db) => getDocs(actions(db)));
  matrix('create an action, even a draft of their own', [], (db, who) =>
    setDoc(doc(db, 't_w_custom_actions', `new-${who}`), action(`new-${who}`, who, 'draft')),
  );
  matrix('edit their own draft (only through the routes)', [], (db) =>
    updateDoc(doc(db, 't_w_custom_actions', 'draft-by-alice'), { name: 'Renamed' }),
  );
  matrix('publish an action', [], (db) =>
    updateDoc(doc(db, 't_w_custom_actions', 'pending-by-carol'), { status: 'published' }),
  );
  matrix('delete an action', [], (db) => deleteDoc(doc(db, 't_w_custom_actions', 'draft-by-alice')));
});

describe('t_w_integration_requests: written by the route only, read by nobody', () => {
  matrix('get a request, the author’s own included', [], (db) =>
    getDoc(doc(db, 't_w_integration_requests', 'request-1')),
  );
  matrix('list requests', [], (db) => getDocs(collection(db, 't_w_integration_requests')));
  matrix('create a request as themselves', [], (db, who) =>
    setDoc(doc(db, 't_w_integration_requests', `new-${who}`), {
      user: { id: who, name: '', email: '', plan: 'ENTERPRISE', phoneNumber: '' },
      integration: 'Cliniko',
    }),
  );
  matrix('change a request', [], (db) =>
    updateDoc(doc(db, 't_w_integration_requests', 'request-1'), { integration: 'Other' }),
  );
});
