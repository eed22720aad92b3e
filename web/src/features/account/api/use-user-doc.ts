import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userDocRef } from '../../../lib/firestore-refs';

/** The signed-in user's t_users document, live (status union from reactfire). */
export function useUserDoc(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(() => userDocRef(firestore, uid), [firestore, uid]);
  return useFirestoreDocData(ref);
}
