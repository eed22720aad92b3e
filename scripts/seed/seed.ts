// Applies the seed: creates whatever is missing and leaves every existing document and account alone,
// so seeding twice changes nothing and data the operator changed (and persisted) survives a restart.
import { COLLECTIONS } from '@parley/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { grantPeriod } from '../../functions/src/billing/free-monthly-credits';
import { grantPlanCredits } from '../../functions/src/billing/plan-credits';
import { DEMO_IDS, DEMO_LOGIN, demoAccountDocuments, type SeedDocument } from './demo-account';
import { demoCampaignDocuments } from './demo-campaign';
import { demoKnowledgeDocuments, seedKnowledgeFile } from './demo-knowledge';
import { marketplaceDocuments } from './marketplace';
import { systemVoices } from './system-voices';
import { seedVoiceClips, type ClipBucket, type ClipLocation } from './voice-clips';

/** Everything the seed writes to Firestore, in write order; with `clips`, voices link their clips. */
export function seedDocuments(clips: ClipLocation | null = null): SeedDocument[] {
  const voices = systemVoices(clips);
  return [
    ...voices.map((voice) => ({ collection: COLLECTIONS.voices, id: voice.id, data: voice })),
    ...demoAccountDocuments(voices),
    ...demoCampaignDocuments(DEMO_IDS),
    ...demoKnowledgeDocuments(DEMO_IDS),
    ...marketplaceDocuments(),
  ];
}

export interface SeedReport {
  /** `collection/id` of each document created by this run. */
  created: string[];
  /** How many were already there. */
  existing: number;
  /** Whether the demo Auth account was created by this run. */
  createdUser: boolean;
  /** How many voice clips this run uploaded to Storage. */
  uploadedClips: number;
}

/**
 * Creates the missing seed documents in one batch (all or nothing). A System voice seeded before clips
 * existed gets its clipUrl filled in; nothing else of an existing document changes.
 */
export async function seedFirestore(
  db: Firestore,
  clips: ClipLocation | null = null,
): Promise<Omit<SeedReport, 'createdUser' | 'uploadedClips'>> {
  const documents = seedDocuments(clips);
  const refs = documents.map(({ collection, id }) => db.collection(collection).doc(id));
  const snapshots = await db.getAll(...refs);
  const batch = db.batch();
  const created: string[] = [];
  let filled = 0;
  snapshots.forEach((snapshot, index) => {
    const document = documents[index];
    if (!document) return;
    if (snapshot.exists) {
      const seededClip = document.collection === COLLECTIONS.voices ? document.data.clipUrl : undefined;
      if (typeof seededClip === 'string' && seededClip !== '' && !snapshot.get('clipUrl')) {
        batch.update(snapshot.ref, { clipUrl: seededClip });
        filled += 1;
      }
      return;
    }
    batch.create(snapshot.ref, document.data);
    created.push(snapshot.ref.path);
  });
  if (created.length > 0 || filled > 0) await batch.commit();
  return { created, existing: documents.length - created.length };
}

/**
 * Grants the demo owner's plan (BUSINESS, set by the seed, no invoice) this month's allowance through
 * the credit ledger, as onUserPlanWritten does when a plan starts: the entry is the month's, so a
 * re-seed, a restart or the trigger firing too grants nothing twice (docs/billing.md#the-credit-ledger).
 */
export async function seedCredits(db: Firestore, at = new Date()): Promise<boolean> {
  return grantPlanCredits(db, DEMO_LOGIN.uid, grantPeriod(at));
}

/** Creates the demo Auth account unless it exists; resolves with whether it created it. */
export async function seedAuthUser(auth: Auth): Promise<boolean> {
  try {
    await auth.getUser(DEMO_LOGIN.uid);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  await auth.createUser({ ...DEMO_LOGIN, emailVerified: true });
  return true;
}

/**
 * Seeds Storage (voice clips, when given a bucket), Firestore, then Auth, so a user-created trigger finds
 * the demo user's t_users document already there and leaves it alone.
 */
export async function seed({
  db,
  auth,
  clips,
}: {
  db: Firestore;
  auth: Auth;
  clips?: { location: ClipLocation; bucket: ClipBucket };
}): Promise<SeedReport> {
  const uploaded = clips ? await seedVoiceClips(clips.bucket, systemVoices()) : { uploaded: [] };
  const firestore = await seedFirestore(db, clips?.location ?? null);
  await seedCredits(db);
  // After Firestore: the upload's trigger indexes the document only once its record exists.
  if (clips) await seedKnowledgeFile(clips.bucket, DEMO_IDS);
  return { ...firestore, createdUser: await seedAuthUser(auth), uploadedClips: uploaded.uploaded.length };
}
