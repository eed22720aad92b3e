// Applies the seed: creates whatever is missing and leaves every existing document and account alone,
// so seeding twice changes nothing and data the operator changed (and persisted) survives a restart.
import { COLLECTIONS } from '@parley/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_LOGIN, demoAccountDocuments, type SeedDocument } from './demo-account';
import { systemVoices } from './system-voices';

/** Everything the seed writes to Firestore, in write order. */
export function seedDocuments(): SeedDocument[] {
  const voices = systemVoices();
  return [
    ...voices.map((voice) => ({ collection: COLLECTIONS.voices, id: voice.id, data: voice })),
    ...demoAccountDocuments(voices),
  ];
}

export interface SeedReport {
  /** `collection/id` of each document created by this run. */
  created: string[];
  /** How many were already there. */
  existing: number;
  /** Whether the demo Auth account was created by this run. */
  createdUser: boolean;
}

/** Creates the missing seed documents in one batch (all or nothing). */
export async function seedFirestore(db: Firestore): Promise<Omit<SeedReport, 'createdUser'>> {
  const documents = seedDocuments();
  const refs = documents.map(({ collection, id }) => db.collection(collection).doc(id));
  const snapshots = await db.getAll(...refs);
  const batch = db.batch();
  const created: string[] = [];
  snapshots.forEach((snapshot, index) => {
    const document = documents[index];
    if (snapshot.exists || !document) return;
    batch.create(snapshot.ref, document.data);
    created.push(snapshot.ref.path);
  });
  if (created.length > 0) await batch.commit();
  return { created, existing: documents.length - created.length };
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
 * Seeds Firestore first and Auth second, so a user-created trigger finds the demo user's t_users
 * document already there and leaves it alone.
 */
export async function seed({ db, auth }: { db: Firestore; auth: Auth }): Promise<SeedReport> {
  const firestore = await seedFirestore(db);
  return { ...firestore, createdUser: await seedAuthUser(auth) };
}
