// The agent runtime's data is server-only: no client reads or writes a conversation (its transcript holds
// what callers said), a stored snapshot, a calendar booking, or an agent's runtime secret — not even the agent's own team, who
// see the secret through its route and conversations through Test chat.
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { beforeAll, describe } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-runtime-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const COLLECTIONS = {
  t_conversations: { agentId: 'agent-1', orgId: 'org-1', kind: 'test', state: {}, transcript: [] },
  t_runtime_snapshots: { agentId: 'agent-1', orgId: 'org-1', json: '{}' },
  t_agent_secrets: { runtimeSecret: 'prt_secret' },
  t_calendar_bookings: { agentId: 'agent-1', orgId: 'org-1', date: '2026-01-16', time: '09:00' },
} as const;

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    for (const [collection, data] of Object.entries(COLLECTIONS))
      await setDoc(doc(db, collection, 'agent-1_x'), data);
  });
});

for (const [collection, data] of Object.entries(COLLECTIONS)) {
  describe(collection, () => {
    matrix('read one', NOBODY, (db) => getDoc(doc(db, collection, 'agent-1_x')));
    matrix('create one', NOBODY, (db, who) => setDoc(doc(db, collection, `agent-1_${who}`), data));
  });
}
