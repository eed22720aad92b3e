// The variables the agent collected during a Vapi call: the runtime keeps them in the call's
// conversation (t_conversations/{runtime agent id}_{Vapi call id}, runtime/conversation-store.ts), since Vapi
// only knows the text it spoke. Only values a call record can hold are taken.
import type { CallEvent } from '@parley/domain';
import { readConversation } from '../runtime/conversation-store';
import type { MessageCall } from './server-messages-call-event';

type Variables = NonNullable<CallEvent['variables']>;

const MAX_NAME = 100;
const MAX_TEXT = 2000;

export async function collectedVariables({ runtimeAgentId, call }: MessageCall): Promise<Variables> {
  const conversation = await readConversation(`${runtimeAgentId}_${call.id}`);
  const variables: Variables = {};
  for (const [name, value] of Object.entries(conversation?.state.variables ?? {})) {
    if (name.length > MAX_NAME) continue;
    if (typeof value === 'number' || typeof value === 'boolean') variables[name] = value;
    else if (typeof value === 'string') variables[name] = value.slice(0, MAX_TEXT);
  }
  return variables;
}
