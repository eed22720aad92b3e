// POST /agents/{agentId}/chat/completions on the `runtime` function: OpenAI's Chat Completions API, so any
// voice engine that takes a custom LLM (Vapi's custom-llm provider, ElevenLabs, Pipecat, LiveKit) drives a
// Parley agent. The agent's runtime secret is the bearer token. Streams SSE chunks (text deltas, the
// engine's end-call / transfer tool calls, usage, [DONE]) or answers one completion. Errors are
// OpenAI-shaped; a wrong secret and an unknown agent answer the same 401. docs/runtime.md.
import { documentIdSchema, type CallType } from '@parley/domain';
import {
  callerLine,
  chatCompletionRequestSchema,
  completion,
  contentChunk,
  conversationKey,
  engineToolCalls,
  MAX_CALLER_TURN_CHARS,
  openAiError,
  toolCallChunk,
  usageChunk,
  usageOf,
  type CallContext,
  type ChatCompletionRequest,
  type CompletionIdentity,
  type RuntimeEvent,
} from '@parley/runtime';
import { HttpsError, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions';
import { readAgent } from '../lib/collections';
import { runtimeSecretMatches } from './agent-runtime-secret';
import { converse, SnapshotUnavailable } from './converse';
import { loadSnapshot } from './snapshot-store';

/** The largest request body taken, in bytes: a long call's whole history fits, a flood does not. */
export const MAX_CHAT_BODY_BYTES = 1_000_000;

const PATH = /^\/agents\/([^/]+)\/chat\/completions\/?$/;
const CALL_TYPES: Record<string, CallType> = {
  inboundPhoneCall: 'inboundPhoneCall',
  outboundPhoneCall: 'outboundPhoneCall',
  webCall: 'webCall',
};

class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: ReturnType<typeof openAiError>,
  ) {
    super(body.error.message);
  }
}

const refuse = (
  status: number,
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
) => new RequestRefused(status, openAiError(message, type, code, param));

const UNAUTHORIZED = () =>
  refuse(
    401,
    'Incorrect API key provided. Use the agent’s runtime secret as the bearer token.',
    'invalid_request_error',
    'invalid_api_key',
  );

function bodyBytes(req: Request): number {
  // The runtime keeps the body's bytes; a request it did not parse has only its declared length.
  return Buffer.isBuffer(req.rawBody) ? req.rawBody.length : Number(req.get('content-length') ?? 0);
}

async function authorizedAgentId(req: Request): Promise<string> {
  const match = PATH.exec(req.path);
  if (!match?.[1]) throw refuse(404, `Unknown path ${req.path}.`, 'invalid_request_error', 'not_found');
  let agentId: string;
  try {
    agentId = documentIdSchema.parse(decodeURIComponent(match[1]));
  } catch {
    // An id that cannot exist is answered like a wrong secret: nothing about agents leaks.
    throw UNAUTHORIZED();
  }
  const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!token || !(await runtimeSecretMatches(agentId, token))) throw UNAUTHORIZED();
  return agentId;
}

function parseRequest(req: Request): ChatCompletionRequest {
  if (bodyBytes(req) > MAX_CHAT_BODY_BYTES) {
    throw refuse(
      413,
      `The request is larger than ${String(MAX_CHAT_BODY_BYTES)} bytes.`,
      'invalid_request_error',
      'request_too_large',
    );
  }
  const parsed = chatCompletionRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue?.path.join('.') || null;
    throw refuse(
      400,
      `Invalid request: ${param ?? 'body'}: ${issue?.message ?? 'not valid'}.`,
      'invalid_request_error',
      'invalid_request',
      param,
    );
  }
  const line = callerLine(parsed.data);
  if (line !== null && line.length > MAX_CALLER_TURN_CHARS) {
    throw refuse(
      413,
      `The caller's turn is longer than ${String(MAX_CALLER_TURN_CHARS)} characters.`,
      'invalid_request_error',
      'turn_too_large',
      'messages',
    );
  }
  return parsed.data;
}

/**
 * The organisation's number on the call, as Vapi sends it: the saved number beside the call object, or a
 * transient one inside it (`Vapi.Call.phoneNumber.twilioPhoneNumber`). `call.phoneNumber` has no `number`.
 */
export function agentNumberOf(request: ChatCompletionRequest): string {
  return request.phoneNumber?.number ?? request.call?.phoneNumber?.twilioPhoneNumber ?? '';
}

function callContext(request: ChatCompletionRequest, ownerEmail: string): CallContext {
  const call = request.call;
  const variables: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(call?.assistantOverrides?.variableValues ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      variables[name] = value;
  }
  return {
    callType: CALL_TYPES[call?.type ?? ''] ?? 'webCall',
    customerNumber: request.customer?.number ?? call?.customer?.number ?? '',
    agentNumber: agentNumberOf(request),
    ownerEmail,
    variables,
    workflowId: null,
  };
}

function writeSse(res: Response, data: unknown): void {
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

export async function handleChatCompletions(req: Request, res: Response): Promise<void> {
  try {
    if (req.method !== 'POST') throw refuse(405, 'Use POST.', 'invalid_request_error', 'method_not_allowed');
    const agentId = await authorizedAgentId(req);
    const request = parseRequest(req);
    const key = conversationKey(request, req.get('x-conversation-id'));
    if (!key) {
      throw refuse(
        400,
        'Say which conversation this is: Vapi’s call.id, an x-conversation-id header, metadata.conversation_id or user.',
        'invalid_request_error',
        'missing_conversation',
        'user',
      );
    }
    const line = callerLine(request);
    const identity: CompletionIdentity = {
      id: `chatcmpl-${key.slice(0, 40)}-${Date.now().toString(36)}`,
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? 'parley-agent',
    };
    const run = converse({
      conversationId: `${agentId}_${key}`,
      kind: 'engine',
      agentId,
      snapshot: async () => {
        const agent = await readAgent(agentId);
        return agent ? loadSnapshot({ kind: 'current', agent }) : null;
      },
      context: callContext(request, ''),
      callerTurns: line === null ? [] : [line],
    });
    await answer(res, run, identity, request, line !== null);
  } catch (error) {
    if (res.headersSent) {
      logger.error('runtime: a streamed turn failed after its first byte', { error: String(error) });
      res.end();
      return;
    }
    if (error instanceof RequestRefused) {
      res.status(error.status).json(error.body);
    } else if (error instanceof SnapshotUnavailable) {
      res
        .status(404)
        .json(
          openAiError('The agent has no configuration to run.', 'invalid_request_error', 'agent_not_found'),
        );
    } else if (error instanceof HttpsError && error.code === 'resource-exhausted') {
      // The organisation's credits are used up: nothing ran (OpenAI answers 429 insufficient_quota alike).
      res.status(429).json(openAiError(error.message, 'insufficient_quota', 'insufficient_quota'));
    } else if (error instanceof HttpsError && error.code === 'aborted') {
      // A concurrent retry of this turn stored first; this one kept nothing and may be sent again.
      res.status(409).json(openAiError(error.message, 'invalid_request_error', 'conversation_moved_on'));
    } else {
      logger.error('runtime: a turn failed', { error: String(error) });
      res
        .status(503)
        .json(openAiError('The agent could not answer just now; try again.', 'server_error', 'unavailable'));
    }
  }
}

/**
 * Streams (or collects) the turn's reply. A request with a caller line answers only that turn's reply:
 * the start of a new conversation (its greeting) was already spoken by the engine's first message, or is
 * asked for by a request without one.
 */
async function answer(
  res: Response,
  run: ReturnType<typeof converse>,
  identity: CompletionIdentity,
  request: ChatCompletionRequest,
  hasCallerLine: boolean,
): Promise<void> {
  const stream = request.stream === true;
  let inTurn = !hasCallerLine;
  let content = '';
  const events: RuntimeEvent[] = [];
  let step = await run.next();
  if (stream) {
    res
      .status(200)
      .set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    writeSse(res, contentChunk(identity, { role: 'assistant', content: '' }));
  }
  while (!step.done) {
    const event = step.value;
    if (event.type === 'caller') inTurn = true;
    if (inTurn) {
      events.push(event);
      if (event.type === 'message-delta') {
        const text = content === '' ? event.text.trimStart() : event.text;
        content += text;
        if (stream) writeSse(res, contentChunk(identity, { content: text }));
      }
    }
    step = await run.next();
  }
  if (!stream) {
    res.status(200).json(completion(identity, content, events));
    return;
  }
  const calls = engineToolCalls(events);
  calls.forEach((call, index) => {
    writeSse(res, toolCallChunk(identity, index, call));
  });
  writeSse(res, contentChunk(identity, {}, calls.length > 0 ? 'tool_calls' : 'stop'));
  if (request.stream_options?.include_usage) writeSse(res, usageChunk(identity, usageOf(events)));
  writeSse(res, '[DONE]');
  res.end();
}
