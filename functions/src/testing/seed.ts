import './accounts-project';
// Test data written with the Admin SDK (rules do not apply), shaped by the domain schemas.
import { randomUUID } from 'node:crypto';
import {
  agentSchema,
  COLLECTIONS,
  ORG_INVITE_TTL_MS,
  organisationSchema,
  userSchema,
  workflowSchema,
  type AgentInput,
  type Organisation,
  type User,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import type { Caller } from './api-client';

export const uniqueId = (label: string): string => `${label}-${randomUUID().slice(0, 8)}`;

/** A profile as provisioning leaves it, with overrides. */
export async function seedUser(caller: Caller, overrides: Partial<User> = {}): Promise<User> {
  const user = userSchema.parse({
    uid: caller.uid,
    email: caller.email,
    displayName: caller.uid,
    apiKey: '0'.repeat(32),
    ...overrides,
  });
  await db().collection(COLLECTIONS.users).doc(user.uid).set(user);
  return user;
}

/** An organisation; memberUids gets the owner, admins and members. */
export async function seedOrg(input: {
  owner: Caller;
  admins?: Caller[];
  members?: Caller[];
  overrides?: Partial<Organisation>;
}): Promise<Organisation> {
  const admins = (input.admins ?? []).map((caller) => caller.uid);
  const members = (input.members ?? []).map((caller) => caller.uid);
  const org = organisationSchema.parse({
    id: uniqueId('org'),
    name: 'Acme',
    ownerUid: input.owner.uid,
    adminUids: admins,
    memberUids: [input.owner.uid, ...admins, ...members],
    inviteToken: uniqueId('public'),
    ...input.overrides,
  });
  await db().collection(COLLECTIONS.orgs).doc(org.id).set(org);
  return org;
}

/** An unexpired private invite to `email` for `org`, as POST /api/org-invite stores it; returns its token. */
export async function seedPrivateInvite(input: {
  org: Organisation;
  invitedBy: Caller;
  email: string;
  role: 'admin' | 'member';
  token: string;
}): Promise<string> {
  const { org, invitedBy, email, role, token } = input;
  await db()
    .collection(COLLECTIONS.orgInvites)
    .doc(token)
    .set({
      token,
      orgId: org.id,
      orgName: org.name,
      email,
      role,
      invitedBy: invitedBy.uid,
      invitedAt: Date.now(),
      expiresAt: Date.now() + ORG_INVITE_TTL_MS,
    });
  return token;
}

/** A live agent of an organisation, with one workflow; the org's agentIds include it. */
export async function seedAgent(org: Organisation, overrides: Partial<AgentInput> = {}) {
  const id = uniqueId('agent');
  const workflowId = uniqueId('workflow');
  const agent = agentSchema.parse({
    id,
    uid: org.ownerUid,
    orgId: org.id,
    name: 'Front desk',
    workflowIds: [workflowId],
    workflowSettings: { defaultWorkflowId: workflowId },
    ...overrides,
  });
  const workflow = workflowSchema.parse({ id: workflowId, agentId: id, name: 'Main' });
  await db().collection(COLLECTIONS.agents).doc(id).set(agent);
  await db().collection(COLLECTIONS.workflows).doc(workflowId).set(workflow);
  await db()
    .collection(COLLECTIONS.orgs)
    .doc(org.id)
    .update({ agentIds: FieldValue.arrayUnion(id) });
  return { agent, workflow };
}
