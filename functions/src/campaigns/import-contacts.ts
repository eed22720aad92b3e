// The server's half of the contacts file: read the CSV the client uploaded, parse it again with the
// domain parser the web previewed it with, and store each row as a PENDING contact of the campaign.
import {
  API_ERROR_REASONS,
  BATCH_CHUNK_SIZE,
  chunk,
  contactConsent,
  contactsAreValid,
  contactsFileTooLargeMessage,
  CONTACTS_CSV,
  MSG_CAMPAIGN_CONTACTS_LOCKED,
  MSG_CONTACTS_FILE_INVALID,
  isCampaignIdle,
  orgOfContactsPath,
  parseContactsCsv,
  type ContactsParseResult,
} from '@parley/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { defaultBucket } from '../lib/storage';
import { campaignRef, contactId, contactsRef, requireCampaign } from './campaign-store';

/** Row errors sent back at most (the web preview shows them all before saving). */
const MAX_REPORTED_ROW_ERRORS = 100;

/** Refuses a contacts path outside the organisation's folder (invalid-argument). */
export function requireOrgContactsPath(path: string, orgId: string): void {
  if (orgOfContactsPath(path) !== orgId) {
    throw failure('invalid-argument', MSG_CONTACTS_FILE_INVALID, {
      reason: API_ERROR_REASONS.invalidContacts,
      fileErrors: ['The contacts file must be uploaded to the organisation’s campaign-contacts folder'],
    });
  }
}

/** Downloads and parses the file; refuses (invalid-argument, invalid-contacts) a missing, large or bad one. */
export async function readContactsFile(path: string): Promise<ContactsParseResult> {
  const file = defaultBucket().file(path);
  const [exists] = await file.exists();
  const refuse = (fileErrors: string[], rowErrors: ContactsParseResult['rowErrors'] = []) =>
    failure('invalid-argument', MSG_CONTACTS_FILE_INVALID, {
      reason: API_ERROR_REASONS.invalidContacts,
      fileErrors,
      rowErrors: rowErrors.slice(0, MAX_REPORTED_ROW_ERRORS),
      rowErrorCount: rowErrors.length,
    });
  if (!exists) throw refuse([`No file at ${path}`]);
  const [metadata] = await file.getMetadata();
  if (Number(metadata.size ?? 0) > CONTACTS_CSV.maxBytes) {
    throw refuse([contactsFileTooLargeMessage(CONTACTS_CSV.maxBytes / (1024 * 1024))]);
  }
  const [bytes] = await file.download();
  const result = parseContactsCsv(bytes.toString('utf8'));
  if (!contactsAreValid(result)) throw refuse([...result.fileErrors], result.rowErrors);
  return result;
}

/**
 * Replaces a campaign's contacts with the rows of `path` and records it as imported. Every write is a
 * transaction that first checks the campaign is still idle, so an import racing a start can never
 * overwrite contacts the runner has claimed. Re-running it with the same file writes the same contacts.
 */
export async function importContacts(db: Firestore, campaignId: string, path: string): Promise<number> {
  return storeContacts(db, campaignId, path, (await readContactsFile(path)).contacts);
}

/** Stores contacts already read from `path` (see importContacts). */
export async function storeContacts(
  db: Firestore,
  campaignId: string,
  path: string,
  contacts: ContactsParseResult['contacts'],
): Promise<number> {
  const requireIdle = async (tx: Transaction) => {
    const campaign = await requireCampaign(db, campaignId, tx);
    if (!isCampaignIdle(campaign.status)) {
      throw failure('failed-precondition', MSG_CAMPAIGN_CONTACTS_LOCKED, {
        reason: API_ERROR_REASONS.campaignStatus,
      });
    }
  };
  for (const rows of chunk(contacts, BATCH_CHUNK_SIZE - 1)) {
    await db.runTransaction(async (tx) => {
      await requireIdle(tx);
      for (const contact of rows) {
        const id = contactId(contact.index);
        tx.set(contactsRef(db, campaignId).doc(id), {
          ...contact,
          id,
          status: 'PENDING',
          callId: null,
          leaseExpiresAt: null,
          fromNumber: null,
          callStatus: null,
          consent: contactConsent(contact.variables),
          attempts: [],
          decision: null,
          decisionCode: null,
          decisionReason: null,
          decidedAt: null,
          // The runner's query reads PENDING contacts due by notBefore: every contact starts due.
          notBefore: 0,
        });
      }
    });
  }
  // Rows of an earlier, longer file.
  for (;;) {
    const leftovers = await contactsRef(db, campaignId)
      .where('index', '>=', contacts.length)
      .limit(BATCH_CHUNK_SIZE - 1)
      .get();
    if (leftovers.empty) break;
    await db.runTransaction(async (tx) => {
      await requireIdle(tx);
      for (const doc of leftovers.docs) tx.delete(doc.ref);
    });
  }
  await db.runTransaction(async (tx) => {
    await requireIdle(tx);
    tx.update(campaignRef(db, campaignId), {
      contactsImportedFrom: path,
      contactCount: contacts.length,
      progress: { called: 0, completed: 0, failed: 0, inFlight: 0 },
    });
  });
  return contacts.length;
}
