// How a Vapi call names its Parley call and agent. Vapi's Call has no metadata of its own (SDK 2.0.1),
// so Parley puts its ids in `assistantOverrides.metadata` when it places a call (and answers an
// assistant-request with them), and in the assistant's `metadata` when it creates the assistant: every
// server message carries both. A call Parley did not place (an inbound call on a number bound to an
// assistant) gets a call id derived from Vapi's, so every message of it lands on the same record.
import { documentIdSchema } from '@parley/domain';
import type { VapiCallFields } from './server-messages-schema';

export const PARLEY_CALL_ID_KEY = 'parleyCallId';
export const PARLEY_AGENT_ID_KEY = 'parleyAgentId';

/** The metadata to give Vapi for a call (assistantOverrides.metadata) or an assistant (metadata). */
export function parleyMetadata(ids: { agentId: string; callId?: string }): Record<string, string> {
  return {
    [PARLEY_AGENT_ID_KEY]: ids.agentId,
    ...(ids.callId ? { [PARLEY_CALL_ID_KEY]: ids.callId } : {}),
  };
}

/** The Parley call id of a Vapi call Parley did not place. */
export const inboundCallId = (vapiCallId: string): string => `vapi_${vapiCallId}`;

function documentId(value: unknown): string | null {
  const parsed = documentIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

interface Sources {
  call: VapiCallFields;
  assistantMetadata?: Record<string, unknown> | undefined;
}

/** The Parley call id: the one Parley gave the call, else one derived from Vapi's call id. */
export function parleyCallIdOf({ call }: Sources): string {
  return documentId(call.assistantOverrides?.metadata?.[PARLEY_CALL_ID_KEY]) ?? inboundCallId(call.id);
}

/** The Parley agent named by the call's overrides or by its assistant, or null when neither names one. */
export function parleyAgentIdOf({ call, assistantMetadata }: Sources): string | null {
  return (
    documentId(call.assistantOverrides?.metadata?.[PARLEY_AGENT_ID_KEY]) ??
    documentId(assistantMetadata?.[PARLEY_AGENT_ID_KEY])
  );
}

/**
 * The agent whose runtime holds the conversation: the assistant's own agent (a B copy under test has an
 * assistant of its own), else the call's.
 */
export function runtimeAgentIdOf(
  { assistantMetadata }: Pick<Sources, 'assistantMetadata'>,
  callAgentId: string,
) {
  return documentId(assistantMetadata?.[PARLEY_AGENT_ID_KEY]) ?? callAgentId;
}
