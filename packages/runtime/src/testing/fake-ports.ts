// In-memory ports for the runtime's own tests: a language model answering by a function the test gives,
// tools that record what they were asked (and fail when told to), knowledge from a fixed list, a clock
// the test moves. Nothing here is used outside tests.
import type {
  ChatMessage,
  DoNotCallPort,
  HttpToolRequest,
  HttpToolResponse,
  KnowledgePassage,
  LlmChunk,
  LlmRequest,
  RuntimePorts,
  ToolSpec,
} from '../core/ports';
import { ToolFailure } from '../core/ports';
import { memoryCalendar } from '../calendar/slots';

export type LlmReply =
  { text: string } | { tool: string; args: Record<string, unknown> } | { hang: true } | { error: string };

export interface FakePorts extends RuntimePorts {
  calendar: ReturnType<typeof memoryCalendar>;
  llmRequests: LlmRequest[];
  http: HttpToolRequest[];
  sms: { to: string; body: string }[];
  emails: { to: string; subject: string; body: string }[];
  code: { code: string; variables: Record<string, unknown> }[];
  /** The numbers put on the do-not-call list. */
  doNotCall: DoNotCallPort & { listed: string[] };
  advance(ms: number): void;
}

export interface FakePortsOptions {
  /** How the model answers a request; by default it says "Okay.". */
  llm?: (request: { messages: ChatMessage[]; tools: ToolSpec[] }) => LlmReply;
  http?: (request: HttpToolRequest) => HttpToolResponse;
  code?: (request: { code: string; variables: Record<string, unknown> }) => Record<string, unknown>;
  passages?: KnowledgePassage[];
}

async function* stream(reply: LlmReply, signal: AbortSignal): AsyncIterable<LlmChunk> {
  await Promise.resolve();
  if ('hang' in reply) {
    await new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => {
        resolve();
      });
    });
    throw new Error('aborted');
  }
  if ('error' in reply) throw new Error(reply.error);
  if ('text' in reply) {
    for (const piece of reply.text.split(/(?<= )/)) yield { type: 'text', text: piece };
  } else {
    yield {
      type: 'tool-call',
      call: { id: 'call_1', name: reply.tool, arguments: JSON.stringify(reply.args) },
    };
  }
  yield { type: 'usage', promptTokens: 100, completionTokens: 10 };
}

export function fakePorts(options: FakePortsOptions = {}): FakePorts {
  let now = Date.UTC(2026, 0, 15, 15, 0, 0);
  const ports: FakePorts = {
    llmRequests: [],
    http: [],
    sms: [],
    emails: [],
    code: [],
    advance: (ms) => {
      now += ms;
    },
    clock: { now: () => now },
    calendar: memoryCalendar(),
    doNotCall: {
      listed: [],
      add: (number) => {
        ports.doNotCall.listed.push(number);
        return Promise.resolve();
      },
    },
    llm: {
      chat: (request) => {
        ports.llmRequests.push(request);
        const reply = options.llm?.({ messages: request.messages, tools: request.tools }) ?? {
          text: 'Okay.',
        };
        return stream(reply, request.signal);
      },
    },
    knowledge: {
      retrieve: (query, limit) => {
        const words = new Set(query.toLowerCase().match(/[a-z]{3,}/g) ?? []);
        const scored = (options.passages ?? [])
          .map((passage) => ({
            passage,
            score: (passage.text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => words.has(word))
              .length,
          }))
          .filter((entry) => entry.score > 0)
          .sort((a, b) => b.score - a.score);
        return Promise.resolve(scored.slice(0, limit).map((entry) => entry.passage));
      },
    },
    tools: {
      httpRequest: (request) => {
        ports.http.push(request);
        if (!options.http) return Promise.reject(new ToolFailure('refused', 'No server in this test.'));
        try {
          return Promise.resolve(options.http(request));
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      runCode: (request) => {
        ports.code.push(request);
        if (!options.code) return Promise.reject(new ToolFailure('sandbox', 'No sandbox in this test.'));
        try {
          return Promise.resolve(options.code(request));
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      sendSms: (request) => {
        ports.sms.push(request);
        return Promise.resolve();
      },
      sendEmail: (request) => {
        ports.emails.push(request);
        return Promise.resolve();
      },
    },
  };
  return ports;
}

/** The system message of a model request. */
export const systemOf = (request: LlmRequest): string =>
  request.messages.find((message) => message.role === 'system')?.content ?? '';

/** The last user line of a model request. */
export const lastCallerLine = (messages: readonly ChatMessage[]): string =>
  [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
