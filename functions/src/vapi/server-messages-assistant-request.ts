// Vapi's assistant-request: an inbound call reached a number with no assistant of its own, and Vapi asks
// which assistant answers. Parley answers with the agent the number belongs to — under an A/B test, the
// caller's sticky arm (calls/call-attribution.ts), so a caller who rings again reaches the same
// version — and puts Parley's ids in the overrides' metadata, so every later message of the call names
// its record (server-messages-metadata.ts).
import { abTestSchema } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { logger } from 'firebase-functions';
import { callAttributor } from '../calls/call-attribution';
import { readAgent } from '../lib/collections';
import { abTestRef } from '../versions/ab-test-store';
import { inboundCallId, parleyMetadata } from './server-messages-metadata';
import { agentIdOfVapiNumber } from './server-messages-number-agent';
import type { HandledServerMessage } from './server-messages-schema';
import { vapiAssistantIdOf } from './server-messages-assistant-id';

type AssistantRequest = Extract<HandledServerMessage, { type: 'assistant-request' }>;

/** Said to the caller by Vapi when no agent answers (Vapi speaks `error` and ends the call). */
export const NO_AGENT_ANSWER = 'Sorry, this number is not taking calls right now.';

function refused(reason: string, message: AssistantRequest): Vapi.ServerMessageResponseAssistantRequest {
  logger.warn('vapi: an inbound call no agent answers', {
    reason,
    vapiCallId: message.call?.id ?? null,
    phoneNumberId: message.call?.phoneNumberId ?? null,
  });
  return { error: NO_AGENT_ANSWER };
}

/** The agent that answers for arm B: the test's B copy. */
async function variantAgentId(abTestCaseId: string): Promise<string | null> {
  const snapshot = await abTestRef(abTestCaseId).get();
  const parsed = abTestSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data.variantAgentId : null;
}

export async function answerAssistantRequest(
  message: AssistantRequest,
): Promise<Vapi.ServerMessageResponseAssistantRequest> {
  const call = message.call;
  if (!call?.phoneNumberId) return refused('no-number', message);
  const agentId = await agentIdOfVapiNumber(call.phoneNumberId);
  const agent = agentId ? await readAgent(agentId) : null;
  if (!agent) return refused('unknown-number', message);
  const caller = call.customer?.number ?? message.customer?.number ?? call.id;
  const attribution = (await callAttributor(agent))(caller);
  const answering =
    attribution.abArm === 'B' && attribution.abTestCaseId
      ? await variantAgentId(attribution.abTestCaseId)
      : agent.id;
  const assistantId = answering ? await vapiAssistantIdOf(answering) : null;
  if (!assistantId) return refused('no-assistant', message);
  return {
    assistantId,
    assistantOverrides: { metadata: parleyMetadata({ agentId: agent.id, callId: inboundCallId(call.id) }) },
  };
}
