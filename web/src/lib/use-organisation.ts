import type { Organisation } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from './async-state';
import { orgDocRef } from './firestore-refs';
import { useLiveDocument } from './live-data';

/** One t_orgs document, live (any organisation the user belongs to); data null when it does not exist. */
export function useOrganisation(orgId: string): AsyncState<Organisation | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => orgDocRef(firestore, orgId), [firestore, orgId]);
  return useLiveDocument(ref);
}
