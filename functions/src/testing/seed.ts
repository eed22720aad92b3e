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
import { inviteRefByToken, pendingEntryOf, type StoredInvite } from '../orgs/invite-store';
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

/**
 * An organisation; memberUids gets the owner, admins and members. Its public invite token goes to
 * t_org_secrets, as provisioning keeps it, and is returned beside the organisation.
 */
export async function seedOrg(input: {
  owner: Caller;
  admins?: Caller[];
  members?: Caller[];
  overrides?: Partial<Organisation>;
}): Promise<Organisation & { inviteToken: string }> {
  const admins = (input.admins ?? []).map((caller) => caller.uid);
  const members = (input.members ?? []).map((caller) => caller.uid);
  const org = organisationSchema.parse({
    id: uniqueId('org'),
    name: 'Acme',
    ownerUid: input.owner.uid,
    adminUids: admins,
    memberUids: [input.owner.uid, ...admins, ...members],
    ...input.overrides,
  });
  const inviteToken = uniqueId('public');
  await db().collection(COLLECTIONS.orgs).doc(org.id).set(org);
  await db().collection(COLLECTIONS.orgSecrets).doc(org.id).set({ orgId: org.id, inviteToken, apiKeys: [] });
  return { ...org, inviteToken };
}

/**
 * An unexpired private invite to `email` for `org`, as POST /api/org-invite stores it (under the token's
 * hash, listed in pendingInvites); returns its token.
 */
export async function seedPrivateInvite(input: {
  org: Organisation;
  invitedBy: Caller;
  email: string;
  role: 'admin' | 'member';
  token: string;
}): Promise<string> {
  const { org, invitedBy, email, role, token } = input;
  const invite: StoredInvite = {
    id: uniqueId('invite'),
    orgId: org.id,
    orgName: org.name,
    email,
    role,
    invitedBy: invitedBy.uid,
    invitedAt: Date.now(),
    expiresAt: Date.now() + ORG_INVITE_TTL_MS,
    status: 'pending',
    acceptedBy: null,
  };
  await inviteRefByToken(token).set(invite);
  await db()
    .collection(COLLECTIONS.orgs)
    .doc(org.id)
    .update({ pendingInvites: FieldValue.arrayUnion(pendingEntryOf(invite)) });
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
