import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { MAX_POST_CALL_WEBHOOKS } from '@parley/domain';
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

// One context per role. "viewer" is a plain member of org-1 whose t_users.role is VIEWER; "platformAdmin"
// has role ADMIN and belongs to no organisation; "stranger" owns org-2 only.
const ROLES = ['signedOut', 'stranger', 'viewer', 'member', 'admin', 'owner', 'platformAdmin'] as const;
type Role = (typeof ROLES)[number];

const PROFILE_ROLE: Record<Exclude<Role, 'signedOut'>, string> = {
  stranger: 'USER',
  viewer: 'VIEWER',
  member: 'USER',
  admin: 'USER',
  owner: 'USER',
  platformAdmin: 'ADMIN',
};

const getEnv = useRulesEnv('demo-parley-firestore-rules');

function dbAs(role: Role): Firestore {
  const env = getEnv();
  return (role === 'signedOut'
    ? env.unauthenticatedContext()
    : env.authenticatedContext(role)
  ).firestore() as unknown as Firestore;
}

const profile = (uid: string, role: string) => ({
  uid,
  role,
  plan: 'FREE',
  apiKey: 'a'.repeat(32),
  phoneNumber: null,
  displayName: uid,
  email: `${uid}@parley.test`,
  orgIds: [],
  agentIds: [],
  myVoiceIds: [],
  enableBetaVoices: false,
  isNewUser: true,
  newUserCheckList: {
    hasChosenVoice: false,
    hasAddedKnowledgeBase: false,
    hasAddedWorkflow: false,
    hasAddedPhoneNumber: false,
  },
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  stripeSubscriptionStatus: null,
});

const agent = (id: string, orgId: string) => ({
  id,
  uid: 'owner',
  orgId,
  name: 'Front desk',
  greeting: 'Hello',
  selectedVoiceId: 'system-scarlett',
  enableMultiLingual: true,
  generalSettings: { timezone: 'UTC' },
  voiceEngineSettings: {},
  notificationsSettings: {},
  advancedSettings: {},
  conversationStyle: 'Casual',
  isDraft: false,
  sourceAgentId: null,
  version: 1,
  versionCount: 1,
  cluster: 'PROD',
  concurrency: 4,
  businessPhoneNumber: null,
  isABTestAgent: false,
  lastUpdatedBy: null,
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [uid, role] of Object.entries(PROFILE_ROLE))
      await setDoc(doc(db, 't_users', uid), profile(uid, role));
    await setDoc(doc(db, 't_orgs', 'org-1'), {
      id: 'org-1',
      name: 'Acme',
      ownerUid: 'owner',
      adminUids: ['admin'],
      memberUids: ['owner', 'admin', 'member', 'viewer'],
      agentIds: ['agent-1'],
      pendingInvites: [],
      cluster: 'PROD',
      contactEmail: null,
      enableAgentVersionControl: false,
    });
    await setDoc(doc(db, 't_orgs', 'org-2'), {
      id: 'org-2',
      name: 'Other',
      ownerUid: 'stranger',
      adminUids: [],
      memberUids: ['stranger'],
      agentIds: ['agent-2'],
    });
    await setDoc(doc(db, 't_agents', 'agent-1'), agent('agent-1', 'org-1'));
    await setDoc(doc(db, 't_agents', 'agent-2'), agent('agent-2', 'org-2'));
    await setDoc(doc(db, 't_agents_endpoints', 'ep-1'), { agent_id: 'agent-1', number: '+15550001' });
    await setDoc(doc(db, 't_agents_endpoints', 'ep-2'), { agent_id: 'agent-2', number: '+15550002' });
    const workflow = {
      name: 'Main',
      type: 'INBOUND',
      status: 'DRAFT',
      contentJSON: '{"nodes":[],"edges":[]}',
    };
    await setDoc(doc(db, 't_workflows', 'wf-1'), { ...workflow, id: 'wf-1', agentId: 'agent-1' });
    await setDoc(doc(db, 't_workflows', 'wf-2'), { ...workflow, id: 'wf-2', agentId: 'agent-2' });
    await setDoc(doc(db, 'mail', 'm-1'), { to: 'a@b.co', message: { subject: 's', text: 't', html: 'h' } });
    await setDoc(doc(db, 't_webhook_signing', 'org-1'), { orgId: 'org-1', generation: 1 });
    await setDoc(doc(db, 't_webhook_deliveries', 'd-1'), {
      orgId: 'org-1',
      url: 'https://hooks.example/?key=k',
    });
  });
});

/** Runs `operation` for every role, expecting success exactly for `allowed`. */
function matrix(
  name: string,
  allowed: readonly Role[],
  operation: (db: Firestore, role: Role) => Promise<unknown>,
) {
  describe(name, () => {
    it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))(
      '%s → allowed: %s',
      async (role, ok) => {
        const run = operation(dbAs(role), role);
        await (ok ? assertSucceeds(run) : assertFails(run));
      },
    );
  });
}

const IN_ORG_1: readonly Role[] = ['viewer', 'member', 'admin', 'owner'];
const NOBODY: readonly Role[] = [];

describe('t_users', () => {
  matrix(
    'get own profile',
    ROLES.filter((role) => role !== 'signedOut'),
    (db, role) => getDoc(doc(db, 't_users', role === 'signedOut' ? 'owner' : role)),
  );
  matrix("get the owner's profile", ['owner', 'platformAdmin'], (db) => getDoc(doc(db, 't_users', 'owner')));
  matrix('list profiles', ['platformAdmin'], (db) => getDocs(collection(db, 't_users')));
  matrix(
    'update own displayName and phoneNumber',
    ROLES.filter((role) => role !== 'signedOut'),
    (db, role) =>
      updateDoc(doc(db, 't_users', role === 'signedOut' ? 'owner' : role), {
        displayName: 'New name',
        phoneNumber: '+15550100',
      }),
  );
  matrix("update someone else's displayName", NOBODY, (db) =>
    updateDoc(doc(db, 't_users', 'bystander'), { displayName: 'Hijacked' }),
  );
  matrix('create a profile', NOBODY, (db, role) =>
    setDoc(doc(db, 't_users', `${role}-new`), profile(`${role}-new`, 'USER')),
  );
  matrix('delete own profile', NOBODY, (db, role) =>
    deleteDoc(doc(db, 't_users', role === 'signedOut' ? 'owner' : role)),
  );

  describe('server-only fields of the own profile', () => {
    const writes: Record<string, unknown> = {
      role: 'ADMIN',
      plan: 'ENTERPRISE',
      apiKey: 'b'.repeat(32),
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      stripeSubscriptionStatus: 'active',
      myVoiceIds: ['v1'],
      enableBetaVoices: true,
      orgIds: ['org-2'],
      agentIds: ['agent-2'],
      email: 'other@parley.test',
      uid: 'someone-else',
      // Functions tick each checklist step when its action happens.
      'newUserCheckList.hasChosenVoice': true,
    };
    it.each(Object.entries(writes))('refuses %s', async (field, value) => {
      await assertFails(updateDoc(doc(dbAs('member'), 't_users', 'member'), { [field]: value }));
      // A value the platform ADMIN's profile does not already hold, so the write is a real change.
      const changed = field === 'role' ? 'USER' : value;
      await assertFails(
        updateDoc(doc(dbAs('platformAdmin'), 't_users', 'platformAdmin'), { [field]: changed }),
      );
    });
  });
});

describe('t_orgs', () => {
  matrix('get org-1', [...IN_ORG_1, 'platformAdmin'], (db) => getDoc(doc(db, 't_orgs', 'org-1')));
  matrix(
    'list own organisations by memberUids',
    ROLES.filter((role) => role !== 'signedOut'),
    (db, role) => getDocs(query(collection(db, 't_orgs'), where('memberUids', 'array-contains', role))),
  );
  matrix('list every organisation', ['platformAdmin'], (db) => getDocs(collection(db, 't_orgs')));
  matrix('update name and contactEmail', ['admin', 'owner'], (db) =>
    updateDoc(doc(db, 't_orgs', 'org-1'), { name: 'Acme Dental', contactEmail: 'desk@acme.test' }),
  );
  matrix('create an organisation', NOBODY, (db) =>
    setDoc(doc(db, 't_orgs', 'org-new'), { name: 'Mine', ownerUid: 'owner', memberUids: ['owner'] }),
  );
  matrix('delete org-1', NOBODY, (db) => deleteDoc(doc(db, 't_orgs', 'org-1')));

  describe('server-only fields, even for the owner', () => {
    const writes: Record<string, unknown> = {
      memberUids: ['owner', 'admin', 'member', 'viewer', 'stranger'],
      adminUids: ['admin', 'member'],
      ownerUid: 'admin',
      apiKeys: ['k'],
      inviteToken: 'mine',
      pendingInvites: [{ id: 'mine', email: 'friend@parley.test', role: 'admin' }],
      cluster: 'AU',
      agentIds: [],
      ownerPlan: 'ENTERPRISE',
    };
    it.each(Object.entries(writes))('refuses %s', async (field, value) => {
      await assertFails(updateDoc(doc(dbAs('owner'), 't_orgs', 'org-1'), { [field]: value }));
    });
    it('refuses ownerPlan from a member too', async () => {
      await assertFails(updateDoc(doc(dbAs('member'), 't_orgs', 'org-1'), { ownerPlan: 'ENTERPRISE' }));
    });
    it('refuses an empty name', async () => {
      await assertFails(updateDoc(doc(dbAs('owner'), 't_orgs', 'org-1'), { name: '' }));
    });
  });
});

describe('t_agents', () => {
  matrix('get an agent of org-1', [...IN_ORG_1, 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_agents', 'agent-1')),
  );
  matrix('list the agents of org-1', [...IN_ORG_1, 'platformAdmin'], (db) =>
    getDocs(query(collection(db, 't_agents'), where('orgId', '==', 'org-1'))),
  );
  matrix("get another organisation's agent", ['stranger', 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_agents', 'agent-2')),
  );
  matrix('list every agent', ['platformAdmin'], (db) => getDocs(collection(db, 't_agents')));
  matrix('update editable fields, stamped by the caller', ['member', 'admin', 'owner'], (db, role) =>
    updateDoc(doc(db, 't_agents', 'agent-1'), {
      name: `Desk of ${role}`,
      greeting: 'Hi there',
      conversationStyle: 'Formal',
      'generalSettings.timezone': 'Europe/London',
      'advancedSettings.vadTimeoutSeconds': 3,
      lastUpdatedBy: { uid: role, email: null, displayName: null },
    }),
  );
  matrix('write the prompt modules', ['member', 'admin', 'owner'], (db, role) =>
    updateDoc(doc(db, 't_agents', 'agent-1'), {
      promptModules: [{ id: 'm1', moduleId: 'FAQ', content: 'Open 9-5', contentMD: 'Open **9-5**' }],
      lastUpdatedBy: { uid: role, email: null, displayName: null },
    }),
  );
  it('refuses prompt modules that are not a list, or more than 50', async () => {
    const write = (promptModules: unknown) =>
      updateDoc(doc(dbAs('owner'), 't_agents', 'agent-1'), { promptModules });
    await assertFails(write({ m1: { moduleId: 'FAQ' } }));
    await assertFails(
      write(Array.from({ length: 51 }, (_, i) => ({ id: `m${String(i)}`, moduleId: 'Rule' }))),
    );
  });
  it('refuses post-call webhooks that are not a list, or more than MAX_POST_CALL_WEBHOOKS', async () => {
    const write = (postCallWebhooks: unknown) =>
      updateDoc(doc(dbAs('owner'), 't_agents', 'agent-1'), {
        'generalSettings.postCallWebhooks': postCallWebhooks,
      });
    const urls = (count: number) =>
      Array.from({ length: count }, (_, i) => `https://hooks.example.com/${String(i)}`);
    await assertSucceeds(write(urls(MAX_POST_CALL_WEBHOOKS)));
    await assertFails(write(urls(MAX_POST_CALL_WEBHOOKS + 1)));
    await assertFails(write('https://hooks.example.com/0'));
    // Replacing the whole settings map is held to the same bound.
    await assertFails(
      updateDoc(doc(dbAs('owner'), 't_agents', 'agent-1'), {
        generalSettings: { timezone: 'UTC', postCallWebhooks: urls(MAX_POST_CALL_WEBHOOKS + 1) },
      }),
    );
  });
  matrix('create an agent', NOBODY, (db) =>
    setDoc(doc(db, 't_agents', 'agent-new'), agent('agent-new', 'org-1')),
  );
  matrix('delete an agent', NOBODY, (db) => deleteDoc(doc(db, 't_agents', 'agent-1')));

  it('refuses lastUpdatedBy naming someone else', async () => {
    await assertFails(
      updateDoc(doc(dbAs('member'), 't_agents', 'agent-1'), {
        name: 'x',
        lastUpdatedBy: { uid: 'someone-else', email: null, displayName: null },
      }),
    );
  });

  describe('server-only fields, even for the owner', () => {
    const writes: Record<string, unknown> = {
      uid: 'member',
      orgId: 'org-2',
      version: 9,
      versionCount: 9,
      versionName: 'v9',
      isDraft: true,
      isEdited: true,
      sourceAgentId: 'agent-2',
      cluster: 'AU',
      concurrency: 100,
      businessPhoneNumber: { number: '+15550009' },
      isABTestAgent: true,
      lastUpdatedAt: new Date(),
      workflowIds: ['wf-2'],
      openAiResourcesEnabled: true,
    };
    it.each(Object.entries(writes))('refuses %s', async (field, value) => {
      await assertFails(updateDoc(doc(dbAs('owner'), 't_agents', 'agent-1'), { [field]: value }));
    });
    it('refuses a non-string name', async () => {
      await assertFails(updateDoc(doc(dbAs('owner'), 't_agents', 'agent-1'), { name: 42 }));
    });
  });
});

describe('t_agents_endpoints', () => {
  matrix('get an endpoint of an org-1 agent', [...IN_ORG_1, 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_agents_endpoints', 'ep-1')),
  );
  matrix("get another organisation's endpoint", ['stranger', 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_agents_endpoints', 'ep-2')),
  );
  matrix('create an endpoint', NOBODY, (db) =>
    setDoc(doc(db, 't_agents_endpoints', 'ep-new'), { agent_id: 'agent-1', number: '+15550003' }),
  );
  matrix('update an endpoint', NOBODY, (db) =>
    updateDoc(doc(db, 't_agents_endpoints', 'ep-1'), { customName: 'x' }),
  );
  matrix('delete an endpoint', NOBODY, (db) => deleteDoc(doc(db, 't_agents_endpoints', 'ep-1')));
});

describe('t_workflows', () => {
  matrix('get a workflow of an org-1 agent', [...IN_ORG_1, 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_workflows', 'wf-1')),
  );
  matrix("get another organisation's workflow", ['stranger', 'platformAdmin'], (db) =>
    getDoc(doc(db, 't_workflows', 'wf-2')),
  );
  // Workflows are written only through the /agent/workflow/* routes (flags, isValid, revision).
  matrix('update name and contentJSON', NOBODY, (db, role) =>
    updateDoc(doc(db, 't_workflows', 'wf-1'), {
      name: `Main by ${role}`,
      contentJSON: '{"nodes":[{"id":"n1"}],"edges":[]}',
      lastUpdatedBy: { uid: role, email: null, displayName: null },
    }),
  );
  matrix('create a workflow', NOBODY, (db) =>
    setDoc(doc(db, 't_workflows', 'wf-new'), {
      id: 'wf-new',
      agentId: 'agent-1',
      name: 'x',
      contentJSON: '{}',
    }),
  );
  matrix('delete a workflow', NOBODY, (db) => deleteDoc(doc(db, 't_workflows', 'wf-1')));

  it.each([
    ['agentId', 'agent-2'],
    ['type', 'OUTBOUND'],
    ['id', 'wf-9'],
  ])('refuses the server-only field %s', async (field, value) => {
    await assertFails(updateDoc(doc(dbAs('owner'), 't_workflows', 'wf-1'), { [field]: value }));
  });
  it.each([
    ['status', 'PUBLISHED'],
    ['isValid', true],
    ['revision', 7],
  ])('refuses the server-computed field %s even to the owner', async (field, value) => {
    await assertFails(updateDoc(doc(dbAs('owner'), 't_workflows', 'wf-1'), { [field]: value }));
  });
});

describe('server-only collections', () => {
  matrix('get mail', NOBODY, (db) => getDoc(doc(db, 'mail', 'm-1')));
  matrix('create mail', NOBODY, (db) =>
    setDoc(doc(db, 'mail', 'm-new'), { to: 'x@y.co', message: { subject: 's', text: 't', html: 'h' } }),
  );
  // t_org_invites and t_org_secrets: invites-rules.test.ts.
  matrix('read a processed event', NOBODY, (db) => getDoc(doc(db, 't_processed_events', 'e-1')));
  // Post-call webhooks: not even the organisation's owner reads its signing state or deliveries.
  matrix('read the signing-secret state', NOBODY, (db) => getDoc(doc(db, 't_webhook_signing', 'org-1')));
  matrix('write the signing-secret state', NOBODY, (db) =>
    setDoc(doc(db, 't_webhook_signing', 'org-1'), { orgId: 'org-1', generation: 0 }),
  );
  matrix('read a post-call webhook delivery', NOBODY, (db) => getDoc(doc(db, 't_webhook_deliveries', 'd-1')));
});
