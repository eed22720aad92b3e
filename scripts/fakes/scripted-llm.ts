// A scripted language model speaking OpenAI's Chat Completions HTTP API, for the local stack and the
// tests: the official `openai` SDK runs against it unmodified (LLM_BASE_URL), and it answers
// deterministically from the request (the system prompt's current step and knowledge, the tools, the
// caller's last line) as docs/scripted-llm.md describes. Replies are scripted, never generated.
import type { ServerResponse } from 'node:http';
import { decide, type Answer } from './scripted-llm-parts/decide';
import { isRequestProblem, parseChatRequest } from './scripted-llm-parts/request';
import { structuredAnswer } from './scripted-llm-parts/structured-output';
import { completionBody, streamChunks, type AnswerIds } from './scripted-llm-parts/wire';
import {
  jsonBody,
  sendJson,
  startFakeServer,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';

export { SCRIPTED_FALLBACK_LINE, SCRIPTED_RETRY_PREFIX } from './scripted-llm-parts/decide';

/** The one model the fake lists; it answers whatever model a request names. */
export const SCRIPTED_LLM_MODEL = 'parley-scripted';
/** The API key the local stack gives the functions: the fake accepts any non-empty key. */
export const SCRIPTED_LLM_API_KEY = 'scripted-local';

export interface ScriptedLlm extends FakeServer {
  /** Waits `ms` before the first byte of every following completion (0: answer at once). */
  setDelay(ms: number): void;
}

export interface ScriptedLlmOptions extends FakeStartOptions {
  /** The initial setDelay. */
  delayMs?: number;
}

/** OpenAI's error body: {error: {message, type, param, code}}. */
export function openAiError(
  message: string,
  { type = 'invalid_request_error', param = null, code = null }: OpenAiErrorFields = {},
) {
  return { error: { message, type, param, code } };
}

interface OpenAiErrorFields {
  type?: string;
  param?: string | null;
  code?: string | null;
}

/** Resolves after `ms`, or as soon as the client goes away (a test's timeout, the server closing). */
function waitUnlessClosed(ms: number, res: ServerResponse): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    res.once('close', done);
    function done() {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    }
  });
}

function authorised(request: FakeRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

function send(res: ServerResponse, stream: boolean, chunks: () => object[], body: () => object): void {
  if (!stream) {
    sendJson(res, 200, body());
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks()) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end('data: [DONE]\n\n');
}

export async function startScriptedLlm({
  delayMs = 0,
  ...options
}: ScriptedLlmOptions = {}): Promise<ScriptedLlm> {
  let delay = delayMs;
  let answered = 0;
  const server = await startFakeServer(async (request, res) => {
    const { method, path } = request;
    if (!authorised(request)) {
      sendJson(
        res,
        401,
        openAiError("You didn't provide an API key. Send it as 'Authorization: Bearer <key>'.", {
          code: 'invalid_api_key',
        }),
      );
      return;
    }
    const route = path.replace(/^\/v1(?=\/)/, '');
    if (method === 'GET' && route === '/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [{ id: SCRIPTED_LLM_MODEL, object: 'model', created: 1_767_225_600, owned_by: 'parley' }],
      });
      return;
    }
    if (method !== 'POST' || route !== '/chat/completions') {
      sendJson(res, 404, openAiError(`Invalid URL (${method} ${path})`));
      return;
    }
    const chat = parseChatRequest(jsonBody(request));
    if (isRequestProblem(chat)) {
      sendJson(res, 400, openAiError(chat.message, { param: chat.param }));
      return;
    }
    const answer: Answer = chat.jsonSchema
      ? { kind: 'text', text: JSON.stringify(structuredAnswer(chat.jsonSchema, chat.messages)) }
      : decide(chat);
    answered += 1;
    const ids: AnswerIds = {
      completionId: `chatcmpl-scripted${answered}`,
      toolCallId: `call_scripted${answered}`,
      created: Math.floor(Date.now() / 1000),
    };
    await waitUnlessClosed(delay, res);
    if (res.destroyed) return;
    send(
      res,
      chat.stream,
      () => streamChunks(chat, answer, ids),
      () => completionBody(chat, answer, ids),
    );
  }, options);
  return {
    ...server,
    setDelay: (ms) => {
      delay = ms;
    },
  };
}
