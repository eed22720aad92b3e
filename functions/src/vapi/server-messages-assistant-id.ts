// The Vapi assistant that answers as a live agent: the one the adapter created for it at its last
// publish (sync-agent-assistant.ts stores its id on the agent). A B copy under test is an agent of its
// own, with its own assistant.
import { agentRef } from '../lib/collections';
import { VAPI_ASSISTANT_ID_FIELD } from './sync-agent-assistant';

export async function vapiAssistantIdOf(agentId: string): Promise<string | null> {
  const stored: unknown = (await agentRef(agentId).get()).get(VAPI_ASSISTANT_ID_FIELD);
  return typeof stored === 'string' && stored ? stored : null;
}
