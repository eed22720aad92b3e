// The Vapi sync's fields on an agent (vapiAssistantId, vapiSync) are the server's: no client writes
// them, not even beside an edit it may make on its own (docs/voice-engine.md).
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-agent-vapi-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const edit = (role: string) => ({
  name: `Desk of ${role}`,
  lastUpdatedBy: { uid: role, email: null, displayName: null },
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_agents', 'agent-1'), {
      id: 'agent-1',
      orgId: 'org-1',
      name: 'Desk',
      isDraft: false,
    });
  });
});

// The control: the same edit without the Vapi fields is allowed, so the refusals below are theirs.
matrix('edit the name', ['member', 'admin', 'owner'], (db, who) =>
  updateDoc(doc(db, 't_agents', 'agent-1'), edit(who)),
);
matrix('write vapiAssistantId', NOBODY, (db, who) =>
  updateDoc(doc(db, 't_agents', 'agent-1'), { ...edit(who), vapiAssistantId: 'asst-forged' }),
);
matrix('mark the sync synced', NOBODY, (db, who) =>
  updateDoc(doc(db, 't_agents', 'agent-1'), {
    ...edit(who),
    vapiSync: { status: 'synced', version: 1, error: null, at: null },
  }),
);
