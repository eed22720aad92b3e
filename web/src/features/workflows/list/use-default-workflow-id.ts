import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { agentDocRef } from '../../../lib/firestore-refs';
import { useLiveDocument } from '../../../lib/live-data';

/** The workflow calls start with (workflowSettings.defaultWorkflowId) of an agent or its draft, live. */
export function useDefaultWorkflowId(agentId: string): string | null {
  const firestore = useFirestore();
  const ref = useMemo(() => agentDocRef(firestore, agentId), [firestore, agentId]);
  const agent: AsyncState<{ workflowSettings: { defaultWorkflowId: string | null } } | null> =
    useLiveDocument(ref);
  return agent.status === 'success' ? (agent.data?.workflowSettings.defaultWorkflowId ?? null) : null;
}
