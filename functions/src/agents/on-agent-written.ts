import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { handleAgentWritten } from './agent-write-service';

/** t_agents/{agentId} written: stamps lastUpdatedAt and clears the cache of an edited live agent. */
export const onAgentWritten = onDocumentWritten(`${COLLECTIONS.agents}/{agentId}`, async (event) => {
  await handleAgentWritten({
    eventId: event.id,
    agentId: event.params.agentId,
    before: event.data?.before.data(),
    after: event.data?.after.data(),
  });
});
