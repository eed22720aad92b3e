import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { refreshVersionState, removeVersionsOf } from './version-state-service';

/**
 * t_agents/{agentId} written: a copy's isEdited, its draft's, and its snapshot's stay true; a deleted
 * live agent takes its drafts, A/B copies and snapshots with it.
 */
export const onVersionAgentWritten = onDocumentWritten(`${COLLECTIONS.agents}/{agentId}`, async (event) => {
  const before = event.data?.before;
  if (event.data?.after.exists) {
    await refreshVersionState(event.params.agentId);
  } else if (before?.exists && before.get('isDraft') !== true && before.get('isABTestAgent') !== true) {
    await removeVersionsOf(event.params.agentId);
  }
});
