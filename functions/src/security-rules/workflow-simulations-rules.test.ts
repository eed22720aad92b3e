import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { beforeAll, describe } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-simulations-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const run = (id: string, uid: string, agentId: string) => ({
  id,
  uid,
  agentId,
  orgId: agentId === 'agent-1' ? 'org-1' : 'org-2',
  workflowId: 'wf-1',
  status: 'in_progress',
  steps: [],
  variables: {},
  error: null,
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_workflow_simulations', 'member-run'), run('member-run', 'member', 'agent-1'));
    // A former member's run stays theirs on paper, but the organisation is no longer theirs to read.
    await setDoc(
      doc(db, 't_workflow_simulations', 'stranger-run'),
      run('stranger-run', 'stranger', 'agent-1'),
    );
  });
});

describe('t_workflow_simulations (recorded dry-runs)', () => {
  matrix('read my own run', ['member'], (db) => getDoc(doc(db, 't_workflow_simulations', 'member-run')));
  matrix('read a run of an organisation I left', NOBODY, (db) =>
    getDoc(doc(db, 't_workflow_simulations', 'stranger-run')),
  );
  matrix('list my runs of a workflow', ['viewer', 'member', 'admin', 'owner'], (db, who) =>
    getDocs(
      query(
        collection(db, 't_workflow_simulations'),
        where('uid', '==', who),
        where('agentId', '==', 'agent-1'),
        where('workflowId', '==', 'wf-1'),
      ),
    ),
  );
  matrix('list runs by user without naming the agent', NOBODY, (db) =>
    getDocs(query(collection(db, 't_workflow_simulations'), where('uid', '==', 'member'))),
  );
  matrix('write a run', NOBODY, (db, who) =>
    setDoc(doc(db, 't_workflow_simulations', `new-${who}`), run(`new-${who}`, who, 'agent-1')),
  );
});
