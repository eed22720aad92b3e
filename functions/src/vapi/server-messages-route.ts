// POST /vapi/server-messages: every message Vapi posts to an assistant's server.url (docs/vapi-messages.md).
// The secret is checked before anything is read. Status updates, conversation updates, hangs and the
// end-of-call report become CallEvents merged by recordCallEvent (once, in any order), then an ended
// call is finished as every engine webhook finishes it; tool-calls and assistant-request are answered in
// Vapi's response shapes. A message Parley cannot place on a call (no call, an unknown agent, another
// agent's call) is logged and acknowledged with 200: Vapi retries a failed delivery, and a retry
// would not place it either.
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERROR_REASONS, API_ROUTES, MSG_UNAUTHORIZED, type CallEvent } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { logger } from 'firebase-functions';
import { HttpsError, type Request } from 'firebase-functions/https';
import { z } from 'zod';
import { defineServiceRoute } from '../api/route-definition';
import { recordCallEvent } from '../calls/apply-call-event';
import { finishCall } from '../calls/finish-call';
import { syncCallSummary } from '../calls/sync-call-summary';
import { kickCampaign } from '../campaigns/runner/run-campaign-step';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { parseInput } from '../lib/parse-input';
import { secretValue } from '../lib/secrets';
import { answerAssistantRequest } from './server-messages-assistant-request';
import {
  conversationUpdateEvent,
  endOfCallReportEvent,
  hangEvent,
  statusUpdateEvent,
  type MessageCall,
} from './server-messages-call-event';
import { parleyAgentIdOf, parleyCallIdOf, runtimeAgentIdOf } from './server-messages-metadata';
import { agentIdOfVapiNumber } from './server-messages-number-agent';
import { collectedVariables } from './server-messages-variables';
import {
  handledServerMessageSchema,
  vapiServerMessageRequestSchema,
  type HandledServerMessage,
} from './server-messages-schema';
import { VAPI_SECRET_HEADER } from './vapi-server-url';
import { VAPI_WEBHOOK_SECRET } from './vapi-secrets';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The X-Vapi-Secret header against VAPI_WEBHOOK_SECRET, in constant time; 401 when unset or wrong. */
export function verifyVapiSecret(req: Request): void {
  const expected = secretValue(VAPI_WEBHOOK_SECRET);
  const given = req.get(VAPI_SECRET_HEADER) ?? '';
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const ok = expected !== '' && timingSafeEqual(digest(given), digest(expected));
  if (!ok) throw failure('unauthenticated', MSG_UNAUTHORIZED, { reason: API_ERROR_REASONS.unauthenticated });
}

const HANDLED_TYPES = new Set<string>(
  handledServerMessageSchema.options.map((option) => option.shape.type.value),
);

/** Why a message was acknowledged without changing any call. */
type Ignored = { ok: true; ignored: string };

function ignored(reason: string, message: { type: string; call?: { id: string } | undefined }): Ignored {
  logger.warn('vapi: a server message placed on no call', {
    reason,
    type: message.type,
    vapiCallId: message.call?.id ?? null,
  });
  return { ok: true, ignored: reason };
}

/** A handled type is parsed with its fields; a mismatch is the router's 400, its paths under `message`. */
const handledRequestSchema = z.object({ message: handledServerMessageSchema });

function parseHandled(raw: Record<string, unknown>): HandledServerMessage {
  return parseInput(handledRequestSchema, { message: raw }).message;
}

/** The Parley call and agent a message is about, or why there is none. */
async function messageCall(message: HandledServerMessage): Promise<MessageCall | string> {
  const call = message.call;
  if (!call) return 'no-call';
  const sources = { call, assistantMetadata: message.assistant?.metadata };
  const agentId =
    parleyAgentIdOf(sources) ?? (call.phoneNumberId ? await agentIdOfVapiNumber(call.phoneNumberId) : null);
  if (!agentId) return 'unknown-agent';
  return {
    call,
    callId: parleyCallIdOf(sources),
    agentId,
    runtimeAgentId: runtimeAgentIdOf(sources, agentId),
  };
}

async function eventOf(message: HandledServerMessage, of: MessageCall): Promise<CallEvent | null> {
  switch (message.type) {
    case 'status-update':
      return statusUpdateEvent(message, of);
    case 'conversation-update':
      return conversationUpdateEvent(message, of);
    case 'hang':
      logger.warn('vapi: the assistant is slow to answer', { callId: of.callId, agentId: of.agentId });
      return hangEvent(message, of);
    case 'end-of-call-report':
      return endOfCallReportEvent(message, of, await collectedVariables(of));
    default:
      return null;
  }
}

/** Records the event; an agent that does not exist or a call of another agent is logged, not an error. */
async function record(event: CallEvent, message: HandledServerMessage) {
  try {
    const { call, changed } = await recordCallEvent(db(), event);
    await syncCallSummary(db(), call.id);
    const campaignId = await finishCall(db(), call);
    if (campaignId) await kickCampaign(db(), campaignId);
    return { ok: true as const, changed };
  } catch (error) {
    if (error instanceof HttpsError && (error.code === 'not-found' || error.code === 'invalid-argument')) {
      return ignored(error.code === 'not-found' ? 'unknown-agent' : 'other-agent', message);
    }
    throw error;
  }
}

function answerToolCalls(message: Extract<HandledServerMessage, { type: 'tool-calls' }>) {
  // Parley's runtime runs an agent's actions itself and hands Vapi only endCall and transferCall, which
  // Vapi carries out without asking: a tool call reaching us names a tool Parley never defined.
  const response: Vapi.ServerMessageResponseToolCalls = {
    results: message.toolCallList.map((call) => ({
      toolCallId: call.id,
      name: call.function.name,
      error: `No tool named ${call.function.name} runs on Parley's server.`,
    })),
  };
  return response;
}

export async function handleServerMessage(raw: Record<string, unknown> & { type: string }) {
  if (!HANDLED_TYPES.has(raw.type)) return { ok: true as const, ignored: 'type' };
  const message = parseHandled(raw);
  if (message.type === 'tool-calls') return answerToolCalls(message);
  if (message.type === 'assistant-request') return answerAssistantRequest(message);
  const of = await messageCall(message);
  if (typeof of === 'string') return ignored(of, message);
  const event = await eventOf(message, of);
  return event ? record(event, message) : { ok: true as const, ignored: 'type' };
}

export const vapiServerMessagesRoute = defineServiceRoute(
  API_ROUTES.vapiServerMessages,
  vapiServerMessageRequestSchema,
  verifyVapiSecret,
  ({ input }) => handleServerMessage(input.message),
);
