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
import { rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM, type TeamRole } from './rules-team';

const getEnv = useRulesEnv('demo-parley-do-not-call-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const READERS: readonly TeamRole[] = [...IN_ORG_1, 'platformAdmin'];
/** The owner and admins remove entries; a VIEWER, though in the organisation, does not. */
const REMOVERS: readonly TeamRole[] = ['admin', 'owner'];

const entry = (orgId: string, phoneNumber: string) => ({ orgId, phoneNumber, source: 'manual', addedAt: 1 });

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_do_not_call', 'org-1_+12015550100'), entry('org-1', '+12015550100'));
    await setDoc(doc(db, 't_do_not_call', 'org-2_+12015550100'), entry('org-2', '+12015550100'));
    // One entry per identity, so each delete in the matrix has its own to try.
    for (const who of TEAM) {
      await setDoc(doc(db, 't_do_not_call', `org-1_delete-${who}`), entry('org-1', `+1201555${who}`));
    }
  });
});

describe('t_do_not_call', () => {
  matrix('get an entry', READERS, (db) => getDoc(doc(db, 't_do_not_call', 'org-1_+12015550100')));
  matrix('list the organisation’s entries', READERS, (db) =>
    getDocs(query(collection(db, 't_do_not_call'), where('orgId', '==', 'org-1'))),
  );
  // The stranger owns org-2: org-1's people never see its list.
  matrix('get org-2’s entry', ['stranger', 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_do_not_call', 'org-2_+12015550100')),
  );
  matrix('remove an entry', REMOVERS, (db, who) =>
    deleteDoc(doc(db, 't_do_not_call', `org-1_delete-${who}`)),
  );
  matrix('add an entry (only through the routes)', NOBODY, (db, who) =>
    setDoc(doc(db, 't_do_not_call', `org-1_+1999${who}`), entry('org-1', `+1999${who}`)),
  );
  matrix('change an entry', NOBODY, (db) =>
    updateDoc(doc(db, 't_do_not_call', 'org-1_+12015550100'), { phoneNumber: '+12015550199' }),
  );
});
