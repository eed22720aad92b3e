import type { Agent } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveDocument } from '../../../lib/live-data';
import { agentDocRef } from '../../../lib/firestore-refs';

export const agentInputSchema = z.object({ agentId: z.string().min(1) });

/** One agent, live; data null when the document does not exist. */
export function useAgent(agentId: string): AsyncState<Agent | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => agentDocRef(firestore, agentInputSchema.parse({ agentId }).agentId),
    [firestore, agentId],
  );
  return useLiveDocument(ref);
}
