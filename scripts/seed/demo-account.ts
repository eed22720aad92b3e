// The demo account the local stack signs in with: a user, their personal org, and an agent with the
// new-agent defaults and the default workflow. Fixed ids and values, so a second seed finds it all present.
import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  agentSchema,
  defaultWorkflow,
  newAgent,
  newUser,
  organisationSchema,
  orgSecretsSchema,
  personalOrgId,
  personalOrgName,
  userSchema,
  type Plan,
  type Voice,
} from '@parley/domain';
import { DEMO_KNOWLEDGE_IDS } from './demo-knowledge';
import { DEMO_LOGIN } from './demo-login.mjs';
import { demoNumberDocuments, demoPrimaryNumber } from './demo-numbers';

export { DEMO_LOGIN };

export const DEMO_IDS = {
  // The id functions' provisionUser gives a personal org, so the Auth trigger that fires when the seed
  // creates the demo account finds this org and the profile, and adds nothing.
  org: personalOrgId(DEMO_LOGIN.uid),
  agent: 'demo-agent',
  workflow: 'demo-workflow',
} as const;

/**
 * The demo owner's plan. The demo data needs it: two business numbers on the demo agent (BUSINESS allows
 * 5, so Buy and Import stay enabled) and an outbound campaign (outbound_call). On FREE the account
 * would start over its own caps, every gated control disabled on first run.
 */
export const DEMO_PLAN = 'BUSINESS' satisfies Plan;

/** One document the seed makes sure exists. */
export interface SeedDocument {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** Fixed, well-formed 16-byte hex values (API key, invite token): hashed, not random, so re-seeding matches. */
const fixedHex = (purpose: string): string =>
  createHash('sha256').update(`${DEMO_LOGIN.uid}:${purpose}`).digest('hex').slice(0, 32);

/**
 * The demo user's t_users, t_orgs (and its t_org_secrets), t_agents and t_workflows documents and the demo numbers
 * (t_phone_numbers, t_agents_endpoints), each parsed by its schema.
 */
export function demoAccountDocuments(voices: readonly Voice[]): SeedDocument[] {
  const { uid, email, displayName } = DEMO_LOGIN;
  const user = userSchema.parse({
    ...newUser({ uid, email, displayName, apiKey: fixedHex('api-key') }),
    plan: DEMO_PLAN,
    orgIds: [DEMO_IDS.org],
    agentIds: [DEMO_IDS.agent],
  });
  const org = organisationSchema.parse({
    id: DEMO_IDS.org,
    name: personalOrgName(),
    ownerUid: uid,
    ownerPlan: DEMO_PLAN,
    memberUids: [uid],
    agentIds: [DEMO_IDS.agent],
    contactEmail: email,
  });
  // The public invite link's token, where only the owner and admins read it (docs/security.md).
  const secrets = orgSecretsSchema.parse({ orgId: org.id, inviteToken: fixedHex('invite-token') });
  const agent = agentSchema.parse({
    ...newAgent({ id: DEMO_IDS.agent, uid, orgId: DEMO_IDS.org, name: 'Demo Agent', voices }),
    workflowIds: [DEMO_IDS.workflow],
    workflowSettings: { defaultWorkflowId: DEMO_IDS.workflow },
    businessPhoneNumber: demoPrimaryNumber(),
    documentIds: [DEMO_KNOWLEDGE_IDS.document],
    faqIds: [DEMO_KNOWLEDGE_IDS.faq],
    // Its author, so its first version (made when it is first published) names who wrote it.
    lastUpdatedBy: { uid, email, displayName },
  });
  const workflow = defaultWorkflow({ id: DEMO_IDS.workflow, agentId: DEMO_IDS.agent, ownerEmail: email });
  return [
    { collection: COLLECTIONS.users, id: uid, data: user },
    { collection: COLLECTIONS.orgs, id: org.id, data: org },
    { collection: COLLECTIONS.orgSecrets, id: org.id, data: secrets },
    { collection: COLLECTIONS.agents, id: agent.id, data: agent },
    { collection: COLLECTIONS.workflows, id: workflow.id, data: workflow },
    ...demoNumberDocuments(DEMO_IDS.org, DEMO_IDS.agent),
  ];
}
