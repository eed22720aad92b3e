import type { Plan } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userDocRef } from './firestore-refs';
import { useSignedInUser } from './session';

/**
 * The organisation owner's plan, which decides plan gates (platform-core §6): undefined while loading,
 * null when unknown (only the owner may read their own profile; the server then decides and its refusal
 * is shown), else the plan (a missing one counts as FREE).
 */
export function useOwnerPlan(ownerUid: string | null): Plan | null | undefined {
  const user = useSignedInUser();
  const firestore = useFirestore();
  const ref = useMemo(() => userDocRef(firestore, user.uid), [firestore, user.uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (ownerUid === null) return undefined;
  if (ownerUid !== user.uid || status === 'error') return null;
  if (status === 'loading') return undefined;
  return data?.plan ?? 'FREE';
}
