// Typed access to t_campaigns, their contacts and t_calls, and the access checks every campaign route
// shares: the caller must be in the campaign's organisation, and not a VIEWER to change anything.
import {
  API_ERROR_REASONS,
  campaignContactSchema,
  campaignSchema,
  COLLECTIONS,
  MSG_CAMPAIGN_NOT_FOUND,
  MSG_ORG_NOT_FOUND,
  MSG_USER_NOT_FOUND,
  outboundGateError,
  type Agent,
  type Campaign,
  type CampaignContact,
  type Organisation,
  type User,
} from '@parley/domain';
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { requireAgentAccess } from '../agents/agent-access';
import { readOrg, readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { requireNotViewer, requireOrgMember } from '../orgs/org-access';

export const CONTACTS_SUBCOLLECTION = 'contacts';

export const campaignRef = (db: Firestore, id: string): DocumentReference =>
  db.collection(COLLECTIONS.campaigns).doc(id);
export const contactsRef = (db: Firestore, campaignId: string): CollectionReference =>
  campaignRef(db, campaignId).collection(CONTACTS_SUBCOLLECTION);
export const callRef = (db: Firestore, callId: string): DocumentReference =>
  db.collection(COLLECTIONS.calls).doc(callId);

/** A contact's document id: its row index, zero-padded so ids sort in file order. */
export const contactId = (index: number): string => `c${String(index).padStart(6, '0')}`;

/**
 * The call id of a campaign contact: the same for every attempt at the same contact, so the voice
 * engine (which takes it as idempotency key) places the call once however often it is sent.
 */
export const campaignCallId = (campaignId: string, contact: string): string => `${campaignId}_${contact}`;

/** Firestore Timestamps become epoch milliseconds, so documents parse and travel as JSON alike. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

/** Parses a campaign document (id from the document), timestamps as epoch ms; null when absent. */
export function parseCampaign(snapshot: DocumentSnapshot): Campaign | null {
  return snapshot.exists
    ? campaignSchema.parse({ ...(plain(snapshot.data()) as object), id: snapshot.id })
    : null;
}

export function parseContact(snapshot: DocumentSnapshot): CampaignContact {
  return campaignContactSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

type Reader = Pick<Transaction, 'get'> | null;

/** The campaign, or not-found 'Campaign not found'. */
export async function requireCampaign(db: Firestore, id: string, tx: Reader = null): Promise<Campaign> {
  const ref = campaignRef(db, id);
  const campaign = parseCampaign(await (tx ? tx.get(ref) : ref.get()));
  if (!campaign)
    throw failure('not-found', MSG_CAMPAIGN_NOT_FOUND, { reason: API_ERROR_REASONS.campaignNotFound });
  return campaign;
}

export interface OrgAccess {
  org: Organisation;
  caller: User;
  /** The organisation owner's profile (plan gates are the owner's); null if it is missing. */
  owner: User | null;
}

/**
 * The caller's access to an organisation's campaigns: refuses a non-member (permission-denied,
 * not-org-member) and, when `write`, a VIEWER (insufficient-role).
 */
export async function requireOrgAccess(
  orgId: string,
  uid: string,
  write: boolean,
  tx: Reader = null,
): Promise<OrgAccess> {
  const org = await readOrg(orgId, tx);
  if (!org) throw failure('not-found', MSG_ORG_NOT_FOUND, { reason: API_ERROR_REASONS.orgNotFound });
  requireOrgMember(org, uid);
  const caller = await readUser(uid, tx);
  if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
  if (write) requireNotViewer(caller);
  const owner = org.ownerUid === uid ? caller : await readUser(org.ownerUid, tx);
  return { org, caller, owner };
}

/** Refuses (permission-denied, plan-limit) unless the owner's plan has the outbound-call feature. */
export function requireOutboundPlan(access: OrgAccess): void {
  const message = outboundGateError(access.owner?.plan, 'campaign');
  if (message) throw failure('permission-denied', message, { reason: API_ERROR_REASONS.planLimit });
}

/**
 * The agent, the caller's access to its organisation (requireAgentAccess: member, not a VIEWER when
 * `write`) and the owner's profile, whose plan gates outbound calls.
 */
export async function requireAgentCampaignAccess(
  agentId: string,
  uid: string,
  write: boolean,
  tx: Reader = null,
): Promise<OrgAccess & { agent: Agent }> {
  const access = await requireAgentAccess(tx, agentId, uid, { change: write });
  const owner = access.org.ownerUid === uid ? access.caller : await readUser(access.org.ownerUid, tx);
  return { ...access, owner };
}
