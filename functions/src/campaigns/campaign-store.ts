// Typed access to t_campaigns, their contacts and t_calls, and the outbound plan gate. Who may act on a
// campaign is authorize's (lib/authorize.ts) on the campaign's agent or organisation.
import {
  API_ERROR_REASONS,
  campaignContactSchema,
  campaignSchema,
  COLLECTIONS,
  MSG_CAMPAIGN_NOT_FOUND,
  outboundGateError,
  type Campaign,
  type CampaignContact,
} from '@parley/domain';
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { OrgAuthorization } from '../lib/authorize';
import { failure } from '../lib/errors';

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

/** Refuses (permission-denied, plan-limit) unless the owner's plan has the outbound-call feature. */
export function requireOutboundPlan(access: Pick<OrgAuthorization, 'owner'>): void {
  const message = outboundGateError(access.owner?.plan, 'campaign');
  if (message) throw failure('permission-denied', message, { reason: API_ERROR_REASONS.planLimit });
}
