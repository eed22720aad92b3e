import type { User } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userDocRef } from '../../../lib/firestore-refs';
import type { AsyncState } from '../utils/async-state';

/**
 * A t_users profile, live: the signed-in user's (role, checklist) or an organisation owner's (plan).
 * Data null when the document does not exist.
 */
export function useUserProfile(uid: string): AsyncState<User | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => userDocRef(firestore, uid), [firestore, uid]);
  const { status, data, error } = useFirestoreDocData(ref);
  return useMemo<AsyncState<User | null>>(() => {
    if (status === 'error')
      return { status: 'error', error: error ?? new Error('Could not load the profile') };
    if (status === 'loading') return { status: 'loading' };
    return { status: 'success', data: data ?? null };
  }, [status, data, error]);
}
