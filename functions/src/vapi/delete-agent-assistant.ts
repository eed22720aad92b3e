// A deleted agent's Vapi assistant goes with it. Vapi being down must not undo or fail the delete
// (the agent is already gone in Parley), so a failure is logged and the assistant left behind.
import { secretValue } from '../lib/secrets';
import { vapiAssistantDeleteFailed } from '../lib/logs';
import { VapiApiError } from './vapi-api-error';
import { deleteVapiAssistant } from './vapi-assistants';
import type { VapiClientOptions } from './vapi-client';
import { vapiClient } from './vapi-client';
import { VAPI_API_KEY } from './vapi-secrets';

/** Deletes the assistant the agent had (if any, and if Vapi is configured); resolves whether it is gone. */
export async function deleteAgentAssistant(
  agentId: string,
  assistantId: string | null,
  options: VapiClientOptions = {},
): Promise<boolean> {
  if (!assistantId || !secretValue(VAPI_API_KEY)) return false;
  try {
    await deleteVapiAssistant(assistantId, vapiClient(options));
    return true;
  } catch (error) {
    if (!(error instanceof VapiApiError)) throw error;
    vapiAssistantDeleteFailed(agentId, error.status, error.vapiMessage);
    return false;
  }
}
