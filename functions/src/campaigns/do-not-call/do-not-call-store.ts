// The organisation's do-not-call list in Firestore: one document per number (doNotCallId), written only
// here (the routes, and the runtime's in-call opt-out through runtime/do-not-call-port.ts), removed by
// the owner and admins.
import {
  API_ERROR_REASONS,
  BATCH_CHUNK_SIZE,
  chunk,
  COLLECTIONS,
  doNotCallEntrySchema,
  doNotCallId,
  invalidDoNotCallNumberMessage,
  normaliseContactNumber,
  type DoNotCallSource,
} from '@parley/domain';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { failure } from '../../lib/errors';

export const doNotCallRef = (db: Firestore, orgId: string, phoneNumber: string): DocumentReference =>
  db.collection(COLLECTIONS.doNotCall).doc(doNotCallId(orgId, phoneNumber));

/** The number in E.164, or invalid-argument (invalid-do-not-call) naming what was sent. */
export function requireListableNumber(value: string): string {
  const number = normaliseContactNumber(value);
  if (number === null) {
    throw failure('invalid-argument', invalidDoNotCallNumberMessage(value), {
      reason: API_ERROR_REASONS.invalidDoNotCall,
      issues: [{ path: 'phoneNumber', message: invalidDoNotCallNumberMessage(value) }],
    });
  }
  return number;
}

/** The stored entry for a number added now. */
const entry = (orgId: string, phoneNumber: string, source: DoNotCallSource, addedBy: string | null) => ({
  ...doNotCallEntrySchema.parse({ orgId, phoneNumber, source, addedBy }),
  addedAt: FieldValue.serverTimestamp(),
});

/** Lists one number; false when it was listed already (the first entry, its source and time, stay). */
export async function addToDoNotCall(
  db: Firestore,
  orgId: string,
  phoneNumber: string,
  source: DoNotCallSource,
  addedBy: string | null,
): Promise<boolean> {
  const ref = doNotCallRef(db, orgId, phoneNumber);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, entry(orgId, phoneNumber, source, addedBy));
    return true;
  });
}

/** What an import has written so far, kept so a failure can say how far it got. */
export interface ImportProgress {
  added: number;
  alreadyListed: number;
}

/**
 * Lists numbers in chunks (one batch each). Entries are keyed by number, so importing the same file
 * again after a failure finishes the job without doubles; a failing chunk stops the import with the
 * progress so far (unavailable, details.added / alreadyListed / total), never silently.
 */
export async function importToDoNotCall(
  db: Firestore,
  orgId: string,
  numbers: readonly string[],
  addedBy: string,
): Promise<ImportProgress> {
  const progress: ImportProgress = { added: 0, alreadyListed: 0 };
  for (const part of chunk(numbers, BATCH_CHUNK_SIZE)) {
    try {
      const refs = part.map((number) => doNotCallRef(db, orgId, number));
      const existing = await db.getAll(...refs);
      const batch = db.batch();
      let added = 0;
      existing.forEach((snapshot, index) => {
        const number = part[index];
        if (snapshot.exists || number === undefined) return;
        batch.create(snapshot.ref, entry(orgId, number, 'import', addedBy));
        added += 1;
      });
      await batch.commit();
      progress.added += added;
      progress.alreadyListed += part.length - added;
    } catch (error) {
      const done = progress.added + progress.alreadyListed;
      throw failure(
        'unavailable',
        `Imported ${String(done)} of ${String(numbers.length)} numbers, then the import failed; import the file again to finish.`,
        { reason: API_ERROR_REASONS.internal, ...progress, total: numbers.length, cause: String(error) },
      );
    }
  }
  return progress;
}
