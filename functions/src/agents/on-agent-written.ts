import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { VOICE_ENGINE_CLIENT_SECRETS } from '../voice-engine/voice-engine-secrets';
import { handleAgentWritten } from './agent-write-service';

/** t_agents/{agentId} written: stamps lastUpdatedAt and clears the cache of an edited live agent. */
export const onAgentWritten = onDocumentWritten(
  { document: `${COLLECTIONS.agents}/{agentId}`, secrets: VOICE_ENGINE_CLIENT_SECRETS },
  async (event) => {
    await handleAgentWritten({
      eventId: event.id,
      agentId: event.params.agentId,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
    });
  },
);
