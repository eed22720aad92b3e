// The test lab's data (docs/test-lab.md): an agent's tests are read by its organisation and written by
// its members who are not VIEWERs; runs and results are read by the organisation and written by no client.
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
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-test-lab-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const EDITORS = ['member', 'admin', 'owner'] as const;
const READERS = [...IN_ORG_1, 'platformAdmin'] as const;

const turnTest = (agentId = 'agent-1', orgId = 'org-1') => ({
  agentId,
  orgId,
  kind: 'turn',
  name: 'Greets',
  callerLines: ['Hello'],
  assertions: [{ kind: 'contains', text: 'hello' }],
});

const run = { id: 'run-1', agentId: 'agent-1', orgId: 'org-1', status: 'in_progress', done: 0, total: 1 };
const result = { runId: 'run-1', agentId: 'agent-1', orgId: 'org-1', testId: 't-1', passed: true };

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_agent_tests', 't-1'), turnTest());
    for (const who of TEAM) {
      await setDoc(doc(db, 't_agent_tests', `edit-${who}`), turnTest());
      await setDoc(doc(db, 't_agent_tests', `delete-${who}`), turnTest());
    }
    await setDoc(doc(db, 't_test_runs', 'run-1'), run);
    await setDoc(doc(db, 't_test_results', 'run-1_t-1'), result);
  });
});

describe('t_agent_tests', () => {
  matrix('read a test', READERS, (db) => getDoc(doc(db, 't_agent_tests', 't-1')));
  matrix('list an agent’s tests', READERS, (db) =>
    getDocs(query(collection(db, 't_agent_tests'), where('agentId', '==', 'agent-1'))),
  );
  matrix('create a test', EDITORS, (db, who) => setDoc(doc(db, 't_agent_tests', `new-${who}`), turnTest()));
  matrix('create a test naming another organisation', NOBODY, (db, who) =>
    setDoc(doc(db, 't_agent_tests', `wrong-org-${who}`), turnTest('agent-1', 'org-2')),
  );
  matrix('create a test of an unknown kind', NOBODY, (db, who) =>
    setDoc(doc(db, 't_agent_tests', `bad-kind-${who}`), { ...turnTest(), kind: 'replay-all' }),
  );
  matrix('update a test', EDITORS, (db, who) =>
    updateDoc(doc(db, 't_agent_tests', `edit-${who}`), { name: 'Greets warmly' }),
  );
  matrix('move a test to another agent', NOBODY, (db, who) =>
    setDoc(doc(db, 't_agent_tests', `edit-${who}`), turnTest('agent-2', 'org-2')),
  );
  matrix('delete a test', EDITORS, (db, who) => deleteDoc(doc(db, 't_agent_tests', `delete-${who}`)));
});

describe('t_test_runs and t_test_results', () => {
  matrix('read a run', READERS, (db) => getDoc(doc(db, 't_test_runs', 'run-1')));
  matrix('list an organisation’s runs of an agent', READERS, (db) =>
    getDocs(
      query(collection(db, 't_test_runs'), where('orgId', '==', 'org-1'), where('agentId', '==', 'agent-1')),
    ),
  );
  matrix('write a run', NOBODY, (db, who) => setDoc(doc(db, 't_test_runs', `new-${who}`), run));
  matrix('cancel a run by writing it', NOBODY, (db) =>
    updateDoc(doc(db, 't_test_runs', 'run-1'), { cancelRequested: true }),
  );
  matrix('read a result', READERS, (db) => getDoc(doc(db, 't_test_results', 'run-1_t-1')));
  matrix('write a result', NOBODY, (db, who) =>
    setDoc(doc(db, 't_test_results', `new-${who}`), { ...result, passed: false }),
  );
});
