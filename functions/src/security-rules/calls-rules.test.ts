import {
  collection,
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

const READERS = [...IN_ORG_1, 'platformAdmin'] as const;

const getEnv = useRulesEnv('demo-parley-calls-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const summary = (scope: 'agent' | 'org', agentId: string | null, orgId: string) => ({
  scope,
  agentId,
  orgId,
  day: '2026-11-20',
  counters: { calls: 3 },
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_calls', 'call-1'), {
      id: 'call-1',
      agentId: 'agent-1',
      orgId: 'org-1',
      status: 'completed',
    });
    await setDoc(doc(db, 't_calls', 'call-1', 'summary', 'applied'), { version: 1, counters: '[]' });
    await setDoc(
      doc(db, 't_call_summaries', 'agent_agent-1_2026-11-20'),
      summary('agent', 'agent-1', 'org-1'),
    );
    await setDoc(doc(db, 't_call_summaries', 'org_org-1_2026-11-20'), summary('org', null, 'org-1'));
  });
});

describe('t_calls (the call log)', () => {
  matrix('list the organisation’s calls', READERS, (db) =>
    getDocs(query(collection(db, 't_calls'), where('orgId', '==', 'org-1'))),
  );
  matrix('read the summary bookkeeping of a call', NOBODY, (db) =>
    getDoc(doc(db, 't_calls', 'call-1', 'summary', 'applied')),
  );
  matrix('change a call’s sentiment', NOBODY, (db) =>
    updateDoc(doc(db, 't_calls', 'call-1'), { sentiment: 'Positive' }),
  );
});

describe('t_call_summaries', () => {
  matrix('read an agent’s day', READERS, (db) =>
    getDoc(doc(db, 't_call_summaries', 'agent_agent-1_2026-11-20')),
  );
  matrix('query an agent’s days', READERS, (db) =>
    getDocs(
      query(
        collection(db, 't_call_summaries'),
        where('scope', '==', 'agent'),
        where('agentId', '==', 'agent-1'),
        where('day', '>=', '2026-11-01'),
      ),
    ),
  );
  matrix('query the organisation’s days', READERS, (db) =>
    getDocs(
      query(collection(db, 't_call_summaries'), where('scope', '==', 'org'), where('orgId', '==', 'org-1')),
    ),
  );
  matrix('write a summary', NOBODY, (db) =>
    setDoc(doc(db, 't_call_summaries', 'agent_agent-1_2026-11-20'), summary('agent', 'agent-1', 'org-1')),
  );
});
