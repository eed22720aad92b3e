// t_provider_credentials: account keys a user handed over (their Twilio account, their Vonage key) and
// the organisations' Twilio sub-accounts. Server-only; the secret half is sealed with AES-256-GCM.
import { COLLECTIONS } from '@parley/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import type { TwilioKeys } from '../providers/twilio/twilio-client';
import type { VonageKeys } from '../providers/vonage/vonage-numbers';
import { seal, unseal, type SealedSecret } from './credentials-cipher';

/** external: a customer's own account; subaccount: the platform's sub-account for the organisation. */
export type CredentialKind = 'external' | 'subaccount';

interface StoredCredential {
  orgId: string;
  provider: 'twilio' | 'vonage';
  kind: CredentialKind;
  /** The public half: Twilio account SID or Vonage API key. */
  accountId: string;
  secret: SealedSecret;
}

const credentialRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.providerCredentials).doc(id);

// Ids are derived from organisation and account, so connecting the same account again updates one document.
const twilioCredentialId = (orgId: string, accountSid: string): string => `twilio_${orgId}_${accountSid}`;
const vonageCredentialId = (orgId: string, apiKey: string): string => `vonage_${orgId}_${apiKey}`;
export const subaccountCredentialId = (orgId: string): string => `twilio-subaccount_${orgId}`;

async function store(
  id: string,
  credential: Omit<StoredCredential, 'secret'>,
  secret: string,
  uid: string,
): Promise<string> {
  await credentialRef(id).set({
    ...credential,
    secret: seal(secret, id),
    savedBy: uid,
    savedAt: FieldValue.serverTimestamp(),
  });
  return id;
}

async function load(id: string, orgId: string, provider: StoredCredential['provider']) {
  const snapshot = await credentialRef(id).get();
  const stored = snapshot.data() as StoredCredential | undefined;
  // An id from the client must belong to the caller's organisation, or it reads as absent.
  if (stored?.orgId !== orgId || stored.provider !== provider || !('secret' in stored)) return null;
  return { accountId: stored.accountId, secret: unseal(stored.secret, id) };
}

export async function saveTwilioCredentials(
  orgId: string,
  keys: TwilioKeys,
  kind: CredentialKind,
  uid: string,
): Promise<string> {
  const id =
    kind === 'subaccount' ? subaccountCredentialId(orgId) : twilioCredentialId(orgId, keys.accountSid);
  return store(id, { orgId, provider: 'twilio', kind, accountId: keys.accountSid }, keys.authToken, uid);
}

export async function saveVonageCredentials(orgId: string, keys: VonageKeys, uid: string): Promise<string> {
  const id = vonageCredentialId(orgId, keys.apiKey);
  return store(
    id,
    { orgId, provider: 'vonage', kind: 'external', accountId: keys.apiKey },
    keys.apiSecret,
    uid,
  );
}

/** The organisation's Vonage keys stored under `credentialId`, or null. */
export async function readVonageCredentials(orgId: string, credentialId: string): Promise<VonageKeys | null> {
  const found = await load(credentialId, orgId, 'vonage');
  return found ? { apiKey: found.accountId, apiSecret: found.secret } : null;
}

/** Every Twilio account the organisation connected ('Connect & Fetch Numbers'). */
export async function readConnectedTwilioAccounts(orgId: string): Promise<TwilioKeys[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.providerCredentials)
    .where('orgId', '==', orgId)
    .where('provider', '==', 'twilio')
    .where('kind', '==', 'external')
    .get();
  return snapshot.docs.map((doc) => {
    const stored = doc.data() as StoredCredential;
    return { accountSid: stored.accountId, authToken: unseal(stored.secret, doc.id) };
  });
}

/**
 * Claims the organisation's sub-account slot: true when this caller should create it; false when it
 * exists or another request is creating it. A failed creation gives the slot back with releaseSubaccountClaim.
 */
export async function claimSubaccount(orgId: string, uid: string): Promise<boolean> {
  const ref = credentialRef(subaccountCredentialId(orgId));
  return db().runTransaction(async (tx: Transaction) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { orgId, provider: 'twilio', kind: 'subaccount', pending: true, savedBy: uid });
    return true;
  });
}

export async function releaseSubaccountClaim(orgId: string): Promise<void> {
  await credentialRef(subaccountCredentialId(orgId)).delete();
}

/** Whether the organisation's sub-account exists (created, not merely claimed). */
export async function hasSubaccount(orgId: string): Promise<boolean> {
  const stored = (await credentialRef(subaccountCredentialId(orgId)).get()).data();
  return stored !== undefined && 'secret' in stored;
}
