import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { refreshVersionState } from './version-state-service';

/** t_workflows/{workflowId} written: its agent's version flags (as onVersionAgentWritten). */
export const onVersionWorkflowWritten = onDocumentWritten(
  `${COLLECTIONS.workflows}/{workflowId}`,
  async (event) => {
    const data = event.data?.after.data() ?? event.data?.before.data();
    const agentId: unknown = data?.agentId;
    if (typeof agentId === 'string' && agentId !== '') await refreshVersionState(agentId);
  },
);
