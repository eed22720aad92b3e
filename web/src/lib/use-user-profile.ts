import type { User } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from './async-state';
import { userDocRef } from './firestore-refs';
import { useLiveDocument } from './live-data';

/**
 * A t_users profile, live: the signed-in user's (role, checklist, favourites, profile fields) or
 * another's the rules let this user read. Data null when the document does not exist.
 */
export function useUserProfile(uid: string): AsyncState<User | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => userDocRef(firestore, uid), [firestore, uid]);
  return useLiveDocument(ref);
}
