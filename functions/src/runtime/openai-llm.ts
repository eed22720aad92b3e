// The runtime's language model: any server speaking OpenAI's Chat Completions API, through the official
// `openai` SDK pointed at LLM_BASE_URL with LLM_API_KEY and LLM_MODEL (OpenAI, Groq, Together, OpenRouter,
// a self-hosted Ollama / llama.cpp / vLLM; the scripted fake locally). The SDK loads on first use, so a
// cold start that never asks the model does not pay for it. docs/runtime.md, "Language model".
import type { ChatMessage, LlmChunk, LlmPort, LlmRequest } from '@parley/runtime';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { secretValue } from '../lib/secrets';
import { LLM_API_KEY } from './runtime-secrets';

export interface LlmConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** The deployment's model settings; the SDK's own default base URL (OpenAI) when none is set. */
export function llmConfig(): LlmConfig {
  return {
    baseURL: process.env.LLM_BASE_URL?.trim() || 'https://api.openai.com/v1',
    apiKey: secretValue(LLM_API_KEY),
    model: process.env.LLM_MODEL?.trim() || 'gpt-4o-mini',
  };
}

function toParam(message: ChatMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case 'tool':
      return { role: 'tool', content: message.content, tool_call_id: message.toolCallId };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content || null,
        ...(message.toolCalls?.length
          ? {
              tool_calls: message.toolCalls.map((call) => ({
                id: call.id,
                type: 'function' as const,
                function: { name: call.name, arguments: call.arguments },
              })),
            }
          : {}),
      };
    default:
      return { role: message.role, content: message.content };
  }
}

let client: { key: string; sdk: OpenAI } | null = null;

/**
 * The one OpenAI SDK client of this instance for these settings (the runtime's turns and the post-call
 * analysis share it). No SDK retries: they would push a turn past its deadline (the runtime speaks its
 * fallback line instead), and a failed analysis is retried by the next end event or a rerun.
 */
export async function openAiClientFor(config: LlmConfig): Promise<OpenAI> {
  const key = `${config.baseURL}\n${config.apiKey}`;
  if (client?.key === key) return client.sdk;
  const { default: OpenAIClient } = await import('openai');
  const sdk = new OpenAIClient({ baseURL: config.baseURL, apiKey: config.apiKey || 'unset', maxRetries: 0 });
  client = { key, sdk };
  return sdk;
}

/** An LlmPort over the OpenAI SDK, streaming; tool-call deltas are put together before they are handed on. */
export function openAiLlm(config: LlmConfig = llmConfig()): LlmPort {
  return {
    async *chat(request: LlmRequest): AsyncIterable<LlmChunk> {
      const sdk = await openAiClientFor(config);
      const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      const stream = await sdk.chat.completions.create(
        {
          model: request.model ?? config.model,
          messages: request.messages.map(toParam),
          stream: true,
          stream_options: { include_usage: true },
          ...(tools.length > 0 ? { tools } : {}),
        },
        { signal: request.signal },
      );
      const calls = new Map<number, { id: string; name: string; arguments: string }>();
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) yield { type: 'text', text: delta.content };
        for (const part of delta?.tool_calls ?? []) {
          const call = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
          calls.set(part.index, call);
        }
        if (chunk.usage) {
          yield {
            type: 'usage',
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
          };
        }
      }
      for (const [index, call] of [...calls].sort(([a], [b]) => a - b)) {
        yield {
          type: 'tool-call',
          call: { id: call.id || `call_${String(index)}`, name: call.name, arguments: call.arguments },
        };
      }
    },
  };
}
