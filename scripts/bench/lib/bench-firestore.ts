// The Firestore a server-side benchmark runs against: the Parley emulator in-process on free ports, with
// GCLOUD_PROJECT and FIRESTORE_EMULATOR_HOST set so functions code imported afterwards (the Admin SDK is
// configured on first use) talks to it. Browser benchmarks use bench-stack.ts instead.
import { startEmulator } from '@parley/emulator';
import { COLLECTIONS, organisationSchema, userSchema, type Organisation } from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';

export interface BenchFirestore {
  stop(): Promise<void>;
}

/** Starts the emulator for `projectId` and points the Admin SDK at it; import functions code after this. */
export async function startBenchFirestore(projectId: string): Promise<BenchFirestore> {
  const emulator = await startEmulator({
    projectId,
    firestorePort: 0,
    storagePort: 0,
    log: () => undefined,
  });
  Object.assign(process.env, {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${emulator.firestore.host}:${String(emulator.firestore.port)}`,
  });
  return emulator;
}

/** The ids a server-side bench acts with: one owner, their organisation and its agent. */
export const BENCH_TEAM = { uid: 'bench-user', orgId: 'bench-org', agentId: 'bench-agent' } as const;

/**
 * Writes the bench owner's profile and organisation (holding BENCH_TEAM.agentId), parsed by the domain
 * schemas; `org` adds organisation fields (version control, say). The agent itself is each bench's own.
 */
export async function seedBenchOwner(db: Firestore, org: Partial<Organisation> = {}): Promise<void> {
  const { uid, orgId, agentId } = BENCH_TEAM;
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set(userSchema.parse({ uid, email: 'bench@parley.test', apiKey: '0'.repeat(32) }));
  await db
    .collection(COLLECTIONS.orgs)
    .doc(orgId)
    .set(
      organisationSchema.parse({
        id: orgId,
        name: 'Bench',
        ownerUid: uid,
        memberUids: [uid],
        agentIds: [agentId],
        ...org,
      }),
    );
}
