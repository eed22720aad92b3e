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
import { firestoreAs, rulesMatrix, SIGNED_OUT } from './rules-matrix';

// alice and bob share org-a (bob owns it and its agent), carol is alone in org-b, staff is a platform
// ADMIN in no organisation. beta is in org-a with enableBetaVoices.
const USERS = ['alice', 'bob', 'carol', 'staff', 'beta'] as const;
type Uid = (typeof USERS)[number];
type Reader = Uid | typeof SIGNED_OUT;
const READERS: readonly Reader[] = [...USERS, SIGNED_OUT];

const getEnv = useRulesEnv('demo-parley-voices-rules');

const dbAs = (reader: Reader): Firestore => firestoreAs(getEnv(), reader);
const matrix = rulesMatrix(getEnv, READERS);

const profile = (uid: Uid, orgIds: string[], extra: Record<string, unknown> = {}) => ({
  uid,
  role: uid === 'staff' ? 'ADMIN' : 'USER',
  orgIds,
  myVoiceIds: [],
  enableBetaVoices: false,
  ...extra,
});

const voice = (id: string, ownerUid: string, provider = 'cartesia') => ({
  id,
  name: id,
  ttsId: `tts-${id}`,
  provider,
  gender: 'female',
  language: 'english',
  ownerUid,
  addedCount: 3,
  updatedAt: new Date(0),
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 't_users', 'alice'), profile('alice', ['org-a']));
    await setDoc(doc(db, 't_users', 'bob'), profile('bob', ['org-a']));
    await setDoc(doc(db, 't_users', 'carol'), profile('carol', ['org-b']));
    await setDoc(doc(db, 't_users', 'staff'), profile('staff', []));
    await setDoc(doc(db, 't_users', 'beta'), profile('beta', ['org-a'], { enableBetaVoices: true }));
    await setDoc(doc(db, 't_orgs', 'org-a'), {
      id: 'org-a',
      ownerUid: 'bob',
      adminUids: [],
      memberUids: ['bob', 'alice', 'beta'],
    });
    await setDoc(doc(db, 't_orgs', 'org-b'), {
      id: 'org-b',
      ownerUid: 'carol',
      adminUids: [],
      memberUids: ['carol'],
    });
    await setDoc(doc(db, 't_agents', 'agent-a'), {
      id: 'agent-a',
      uid: 'bob',
      orgId: 'org-a',
      name: 'Front desk',
      selectedVoiceId: 'v-system',
    });
    for (const [id, owner, provider] of [
      ['v-system', 'System'],
      ['v-realtime', 'System', 'openai_realtime'],
      ['v-gemini', 'System', 'gemini_realtime'],
      ['v-alice', 'alice'],
      ['v-bob', 'bob'],
      ['v-carol', 'carol'],
    ] as const) {
      await setDoc(doc(db, 't_voices', id), voice(id, owner, provider));
    }
  });
});

const SIGNED_IN: readonly Reader[] = USERS;
const voices = (db: Firestore) => collection(db, 't_voices');

describe('t_voices: who reads which voice', () => {
  matrix('get a System voice', SIGNED_IN, (db) => getDoc(doc(db, 't_voices', 'v-system')));
  matrix("get alice's voice: herself and her teammates", ['alice', 'bob', 'beta', 'staff'], (db) =>
    getDoc(doc(db, 't_voices', 'v-alice')),
  );
  matrix("get carol's voice: only carol", ['carol', 'staff'], (db) => getDoc(doc(db, 't_voices', 'v-carol')));
  matrix('list the System voices', SIGNED_IN, (db) =>
    getDocs(query(voices(db), where('ownerUid', '==', 'System'))),
  );
  matrix('list System voices changed since a time (the bundle listener)', SIGNED_IN, (db) =>
    getDocs(query(voices(db), where('ownerUid', '==', 'System'), where('updatedAt', '>', new Date(0)))),
  );
  matrix("list the agent owner's voices", ['alice', 'bob', 'beta', 'staff'], (db) =>
    getDocs(query(voices(db), where('ownerUid', '==', 'bob'))),
  );
  matrix("list a stranger's voices", ['carol', 'staff'], (db) =>
    getDocs(query(voices(db), where('ownerUid', '==', 'carol'))),
  );
  matrix('list every voice unfiltered', ['staff'], (db) => getDocs(voices(db)));
});

describe('t_voices: no client writes, owners and addedCount included', () => {
  matrix('create a voice', [], (db, reader) =>
    setDoc(doc(db, 't_voices', `new-${reader}`), voice(`new-${reader}`, reader)),
  );
  matrix('raise the addedCount of a System voice', [], (db) =>
    updateDoc(doc(db, 't_voices', 'v-system'), { addedCount: 4 }),
  );
  matrix('rename your own voice', [], (db, reader) =>
    updateDoc(doc(db, 't_voices', reader === 'carol' ? 'v-carol' : 'v-alice'), { name: 'Mine' }),
  );
  matrix('delete a voice', [], (db) => deleteDoc(doc(db, 't_voices', 'v-alice')));
});

describe('t_users: favourites and the beta flag are server-only', () => {
  it('refuses the owner writing myVoiceIds or enableBetaVoices', async () => {
    await assertFails(updateDoc(doc(dbAs('alice'), 't_users', 'alice'), { myVoiceIds: ['v-system'] }));
    await assertFails(updateDoc(doc(dbAs('alice'), 't_users', 'alice'), { enableBetaVoices: true }));
  });
});

describe('t_agents: the voice fields have one write path, the updateAgentVoice callable', () => {
  const write = (reader: Uid, change: Record<string, unknown>) =>
    updateDoc(doc(dbAs(reader), 't_agents', 'agent-a'), {
      ...change,
      lastUpdatedBy: { uid: reader, email: null, displayName: null },
    });

  it('refuses a member writing selectedVoiceId, even a voice the library offers', async () => {
    await assertFails(write('alice', { selectedVoiceId: 'v-alice' }));
    await assertFails(write('bob', { selectedVoiceId: 'v-bob' }));
  });

  it('refuses writing the speed and multi-lingual settings directly', async () => {
    await assertFails(write('alice', { 'voiceEngineSettings.voiceSpeed': 1.2 }));
    await assertFails(write('alice', { enableMultiLingual: false }));
  });

  it("still lets the member edit the agent's other fields", async () => {
    await assertSucceeds(write('alice', { name: 'Reception' }));
  });
});
