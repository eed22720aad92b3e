// How the fake Vapi asks an assistant's custom LLM for its next line, as Vapi's custom-llm provider does:
// POST {model.url}/chat/completions, the custom-llm credential's key as the bearer token (plus the
// model's headers), an OpenAI streaming request with Vapi's `call` object added to the body. The
// answer's text deltas are joined and its tool calls (endCall, transferCall) collected.
import type { Vapi } from '@vapi-ai/server-sdk';

/** The parts of an assistant (`Vapi.Assistant` or `Vapi.CreateAssistantDto`) the simulation reads. */
export interface SimulatedAssistant {
  firstMessage?: string | undefined;
  firstMessageMode?: string | undefined;
  model?:
    | {
        provider: string;
        url?: string | undefined;
        model?: string | undefined;
        headers?: Record<string, string> | undefined;
      }
    | undefined;
  credentials?: readonly { provider: string; apiKey?: string | undefined }[] | undefined;
  server?: Vapi.Server | undefined;
}

export interface ChatMessage {
  role: 'system' | 'assistant' | 'user';
  content: string;
}

export interface ModelTurn {
  content: string;
  /** The names of the tools the model called (endCall, transferCall, ...). */
  tools: string[];
}

export class ModelFailed extends Error {}

/** The custom LLM's address and headers, or null when the assistant has none. */
export function customLlm(
  assistant: SimulatedAssistant,
): { url: string; headers: Record<string, string> } | null {
  const model = assistant.model;
  if (model?.provider !== 'custom-llm' || !model.url) return null;
  const apiKey = assistant.credentials?.find((credential) => credential.provider === 'custom-llm')?.apiKey;
  return {
    url: `${model.url.replace(/\/+$/, '')}/chat/completions`,
    headers: { ...(model.headers ?? {}), ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
  };
}

interface Chunk {
  choices?: { delta?: { content?: string | null; tool_calls?: { function?: { name?: string } }[] } }[];
}

/** The text and tool calls of an SSE answer (`data: {...}` lines up to `data: [DONE]`). */
export function readStream(body: string): ModelTurn {
  let content = '';
  const tools: string[] = [];
  for (const line of body.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') break;
    const chunk = JSON.parse(data) as Chunk;
    for (const choice of chunk.choices ?? []) {
      content += choice.delta?.content ?? '';
      for (const call of choice.delta?.tool_calls ?? [])
        if (call.function?.name) tools.push(call.function.name);
    }
  }
  return { content: content.trim(), tools };
}

/** One turn of the model: the conversation so far in, the assistant's next line out. */
export async function askModel(
  assistant: SimulatedAssistant,
  call: Vapi.Call,
  messages: readonly ChatMessage[],
): Promise<ModelTurn> {
  const llm = customLlm(assistant);
  if (!llm) throw new ModelFailed('The assistant has no custom-llm model');
  const response = await fetch(llm.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...llm.headers },
    body: JSON.stringify({ model: assistant.model?.model ?? 'custom', messages, stream: true, call }),
  });
  const body = await response.text();
  if (!response.ok)
    throw new ModelFailed(`The custom LLM answered ${String(response.status)}: ${body.slice(0, 200)}`);
  return readStream(body);
}
