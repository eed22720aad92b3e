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
import { beforeAll } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-versions-rules');
const matrix = rulesMatrix(getEnv, TEAM);
const EDITORS = ['member', 'admin', 'owner'] as const;

// org-vc: org-1's people, with version control on; its live agent, that agent's draft and a B copy.
beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_orgs', 'org-vc'), {
      id: 'org-vc',
      ownerUid: 'owner',
      adminUids: ['admin'],
      memberUids: ['owner', 'admin', 'member', 'viewer'],
      enableAgentVersionControl: true,
    });
    const agent = { orgId: 'org-vc', name: 'Desk', greeting: 'Hi', isDraft: false, isABTestAgent: false };
    // org-1 (version control off) gets a name and a complete live agent, as the update rules check them.
    await updateDoc(doc(db, 't_orgs', 'org-1'), { name: 'Acme' });
    await setDoc(doc(db, 't_agents', 'agent-live'), { ...agent, id: 'agent-live', orgId: 'org-1' });
    await setDoc(doc(db, 't_agents', 'agent-vc'), { ...agent, id: 'agent-vc', version: 2 });
    await setDoc(doc(db, 't_agents', 'agent-vc_draft'), {
      ...agent,
      id: 'agent-vc_draft',
      isDraft: true,
      sourceAgentId: 'agent-vc',
      isEdited: false,
      version: 2,
    });
    await setDoc(doc(db, 't_agents', 'agent-vc_ab_t1'), {
      ...agent,
      id: 'agent-vc_ab_t1',
      isABTestAgent: true,
      abTestCaseId: 't1',
      sourceAgentId: 'agent-vc',
    });
    await setDoc(doc(db, 't_agent_versions', 'agent-vc_1'), {
      agentId: 'agent-vc',
      orgId: 'org-vc',
      version: 1,
    });
    await setDoc(doc(db, 't_ab_tests', 't1'), { orgId: 'org-vc', agentId: 'agent-vc', status: 'running' });
    await setDoc(doc(db, 't_admin_jobs', 'job-1'), { status: 'running', total: 3 });
  });
});

const greet = (db: Firestore, agentId: string) =>
  updateDoc(doc(db, 't_agents', agentId), { greeting: 'Hello' });

// Version control on: a live agent changes only by publish; its draft and B copy are edited like agents.
matrix('t_agents: edit a live agent of an org with version control', NOBODY, (db) => greet(db, 'agent-vc'));
matrix('t_agents: edit a live agent of an org without version control', EDITORS, (db) =>
  greet(db, 'agent-live'),
);
matrix('t_agents: edit a draft', EDITORS, (db) => greet(db, 'agent-vc_draft'));
matrix('t_agents: edit a B copy', EDITORS, (db) => greet(db, 'agent-vc_ab_t1'));
matrix("t_agents: write a draft's prompt modules", EDITORS, (db) =>
  updateDoc(doc(db, 't_agents', 'agent-vc_draft'), {
    promptModules: [{ id: 'm1', moduleId: 'Rule', content: 'Be brief.', contentMD: 'Be brief.' }],
  }),
);
matrix("t_agents: write a live agent's prompt modules under version control", NOBODY, (db) =>
  updateDoc(doc(db, 't_agents', 'agent-vc'), { promptModules: [] }),
);
matrix('t_agents: read a draft', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDoc(doc(db, 't_agents', 'agent-vc_draft')),
);

// The version fields are server-only, on drafts and live agents alike (each write changes the value).
for (const [field, onDraft, onLive] of [
  ['isDraft', false, true],
  ['isEdited', true, true],
  ['sourceAgentId', 'agent-1', 'agent-1'],
  ['version', 9, 9],
  ['versionCount', 9, 9],
  ['isABTestAgent', true, true],
  ['abTestCaseId', 't9', 't9'],
] as const) {
  matrix(`t_agents: write ${field} on a draft`, NOBODY, (db) =>
    updateDoc(doc(db, 't_agents', 'agent-vc_draft'), { [field]: onDraft }),
  );
  matrix(`t_agents: write ${field} on a live agent`, NOBODY, (db) =>
    updateDoc(doc(db, 't_agents', 'agent-live'), { [field]: onLive }),
  );
}

// Snapshots and A/B tests: the organisation reads, nobody writes.
matrix('t_agent_versions: get', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDoc(doc(db, 't_agent_versions', 'agent-vc_1')),
);
matrix('t_agent_versions: query by orgId and agentId', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDocs(
    query(
      collection(db, 't_agent_versions'),
      where('orgId', '==', 'org-vc'),
      where('agentId', '==', 'agent-vc'),
    ),
  ),
);
matrix('t_agent_versions: create', NOBODY, (db) =>
  setDoc(doc(db, 't_agent_versions', 'agent-vc_9'), { agentId: 'agent-vc', orgId: 'org-vc', version: 9 }),
);
matrix('t_agent_versions: update', NOBODY, (db) =>
  updateDoc(doc(db, 't_agent_versions', 'agent-vc_1'), { note: 'rewritten' }),
);
matrix('t_agent_versions: delete', NOBODY, (db) => deleteDoc(doc(db, 't_agent_versions', 'agent-vc_1')));
matrix('t_ab_tests: get', [...IN_ORG_1, 'platformAdmin'], (db) => getDoc(doc(db, 't_ab_tests', 't1')));
matrix('t_ab_tests: update the split', NOBODY, (db) =>
  updateDoc(doc(db, 't_ab_tests', 't1'), { split: { a: 90, b: 10 } }),
);

// Admin jobs: platform ADMINs read them; nobody writes, platform ADMINs included.
matrix('t_admin_jobs: get', ['platformAdmin'], (db) => getDoc(doc(db, 't_admin_jobs', 'job-1')));
matrix('t_admin_jobs: list', ['platformAdmin'], (db) => getDocs(collection(db, 't_admin_jobs')));
matrix('t_admin_jobs: create', NOBODY, (db) =>
  setDoc(doc(db, 't_admin_jobs', 'job-2'), { status: 'running' }),
);
matrix('t_admin_jobs: update', NOBODY, (db) =>
  updateDoc(doc(db, 't_admin_jobs', 'job-1'), { status: 'done' }),
);

// The version control toggle: the owner and admins (not VIEWERs), as a boolean.
async function resetToggle(): Promise<void> {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await updateDoc(doc(db, 't_orgs', 'org-1'), { enableAgentVersionControl: false });
  });
}
matrix('t_orgs: turn version control on', ['admin', 'owner'], async (db) => {
  await resetToggle();
  return updateDoc(doc(db, 't_orgs', 'org-1'), { enableAgentVersionControl: true });
});
matrix('t_orgs: version control set to a non-boolean', NOBODY, async (db) => {
  await resetToggle();
  return updateDoc(doc(db, 't_orgs', 'org-1'), { enableAgentVersionControl: 'yes' });
});

// The agent list's query (web/src/features/agents/api/get-agents.ts): members may run it, and it lists
// the live agent only, never its draft or B copy.
matrix('t_agents: the agent list query', [...IN_ORG_1, 'platformAdmin'], async (db) => {
  const listed = await getDocs(
    query(
      collection(db, 't_agents'),
      where('orgId', '==', 'org-vc'),
      where('isDraft', '==', false),
      where('isABTestAgent', '==', false),
    ),
  );
  if (listed.docs.map((agent) => agent.id).join() !== 'agent-vc') throw new Error('copies listed');
});
