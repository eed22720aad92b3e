import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { refreshVersionState } from './version-state-service';

/** t_agents/{agentId} written: a copy's isEdited, its draft's, and its snapshot's stay true. */
export const onVersionAgentWritten = onDocumentWritten(`${COLLECTIONS.agents}/{agentId}`, async (event) => {
  if (!event.data?.after.exists) return;
  await refreshVersionState(event.params.agentId);
});
