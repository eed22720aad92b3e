// OpenAI's Chat Completions wire format as the runtime's endpoint speaks it: the request it accepts (with
// Vapi's `call` object, which Vapi's custom-llm provider adds), the chunks it streams and the completion it
// answers, and the error body. Engines that accept a custom LLM read exactly this. docs/runtime.md.
import { z } from 'zod';
import type { RuntimeEvent } from '../core/events';
import { END_CALL_TOOL_NAME, TRANSFER_TOOL_NAME } from '../core/step-tool';

const contentPartSchema = z.looseObject({ type: z.string(), text: z.string().optional() });

const wireMessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
  content: z.union([z.string(), z.null(), z.array(contentPartSchema)]).optional(),
});

const idText = z.string().trim().min(1).max(200);

const customerSchema = z.looseObject({ number: z.string().max(40).nullish() }).nullish();

/**
 * Vapi's call object (`Vapi.Call`): the fields the runtime reads to know the call. Its `phoneNumber` is
 * only a transient number (`Vapi.ImportTwilioPhoneNumberDto`, digits in `twilioPhoneNumber`); a saved
 * number is named by `phoneNumberId` and sent whole as the request's own `phoneNumber` (below).
 */
const vapiCallSchema = z.looseObject({
  id: idText,
  type: z.string().optional(),
  phoneNumberId: z.string().max(200).nullish(),
  customer: customerSchema,
  phoneNumber: z.looseObject({ twilioPhoneNumber: z.string().max(40).nullish() }).nullish(),
  assistantOverrides: z
    .looseObject({ variableValues: z.record(z.string(), z.unknown()).optional() })
    .nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

export const chatCompletionRequestSchema = z.looseObject({
  model: z.string().max(200).optional(),
  messages: z.array(wireMessageSchema).min(1).max(1000),
  stream: z.boolean().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  user: idText.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  call: vapiCallSchema.optional(),
  /**
   * Vapi's custom-llm provider (metadataSendMode `variable`, its default, or `destructured`) sends the
   * call's saved number (`Vapi.PhoneNumber`, digits in `number`) and customer beside the call.
   */
  phoneNumber: z.looseObject({ number: z.string().max(40).nullish() }).nullish(),
  customer: customerSchema,
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** A message's text: a string, or the text parts of a list. */
export function messageText(message: ChatCompletionRequest['messages'][number]): string {
  const content = message.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? '').join('');
  return '';
}

/** The caller's newest line: the last message when it is the user's, else none (the agent speaks first). */
export function callerLine(request: ChatCompletionRequest): string | null {
  const last = request.messages.at(-1);
  return last?.role === 'user' ? messageText(last) : null;
}

/**
 * The id that ties requests of one call together: Vapi's call id, an `x-conversation-id` header, the
 * `metadata.conversation_id` or OpenAI's `user` field — whichever the engine sends.
 */
export function conversationKey(request: ChatCompletionRequest, header: string | undefined): string | null {
  const fromMetadata = request.metadata?.conversation_id;
  const candidates = [
    request.call?.id,
    header,
    typeof fromMetadata === 'string' ? fromMetadata : undefined,
    request.user,
  ];
  const found = candidates.find(
    (value) => typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,200}$/.test(value),
  );
  return found ?? null;
}

/** An OpenAI-shaped error body. */
export function openAiError(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

/** The tool calls a turn's events ask the engine to act on: end the call, transfer it. */
export function engineToolCalls(
  events: readonly RuntimeEvent[],
): { id: string; name: string; arguments: string }[] {
  const calls: { id: string; name: string; arguments: string }[] = [];
  for (const event of events) {
    if (event.type === 'transfer') {
      calls.push({
        id: `call_transfer_${String(calls.length)}`,
        name: TRANSFER_TOOL_NAME,
        arguments: JSON.stringify({ destination: event.number }),
      });
    }
  }
  if (
    events.some((event) => event.type === 'call-ended') &&
    !calls.some((call) => call.name === TRANSFER_TOOL_NAME)
  ) {
    calls.push({ id: `call_end_${String(calls.length)}`, name: END_CALL_TOOL_NAME, arguments: '{}' });
  }
  return calls;
}

export interface CompletionIdentity {
  id: string;
  created: number;
  model: string;
}

export function contentChunk(
  identity: CompletionIdentity,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
) {
  return {
    id: identity.id,
    object: 'chat.completion.chunk',
    created: identity.created,
    model: identity.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

export function toolCallChunk(
  identity: CompletionIdentity,
  index: number,
  call: { id: string; name: string; arguments: string },
) {
  return contentChunk(identity, {
    tool_calls: [
      { index, id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } },
    ],
  });
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export function usageOf(events: readonly RuntimeEvent[]): Usage {
  let prompt = 0;
  let completion = 0;
  for (const event of events) {
    if (event.type === 'llm-timing') {
      prompt += event.promptTokens;
      completion += event.completionTokens;
    }
  }
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export function usageChunk(identity: CompletionIdentity, usage: Usage) {
  return {
    id: identity.id,
    object: 'chat.completion.chunk',
    created: identity.created,
    model: identity.model,
    choices: [],
    usage,
  };
}

/** The whole answer of a non-streaming request. */
export function completion(identity: CompletionIdentity, content: string, events: readonly RuntimeEvent[]) {
  const calls = engineToolCalls(events);
  return {
    id: identity.id,
    object: 'chat.completion',
    created: identity.created,
    model: identity.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content,
          refusal: null,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageOf(events),
  };
}
