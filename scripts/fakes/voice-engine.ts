// Stands in for the voice engine: clears an agent's cache (DELETE /agents/{id}/cache) and places
// outbound calls (POST /calls/outbound, deduplicated by Idempotency-Key), then reports each call's end
// to the call's webhookUrl after a short delay, with the shared secret, as the real engine does.
import type { ServerResponse } from 'node:http';
import { vowelWav, WAV_CONTENT_TYPE } from './audio';
import {
  jsonBody,
  sendJson,
  startFakeServer,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';
import { playFakeCall, type FakeCallType } from './voice-engine-calls';

/** The webhook secret the fake signs with by default; `npm start` gives the functions the same one. */
export const LOCAL_VOICE_ENGINE_SECRET = 'parley-local-voice-engine-secret';
/** The header the engine puts the shared secret in (VOICE_ENGINE_SECRET_HEADER in @parley/domain). */
const SECRET_HEADER = 'x-voice-engine-secret';

/** An outbound call the fake accepted, as the functions sent it. */
export interface FakeOutboundCall {
  callId: string;
  agentId: string;
  from: string;
  to: string;
  variables: Record<string, string>;
  webhookUrl: string | null;
}

/** How calls end: after `delayMs` with `status` (null delay: never by themselves; see completeCall). */
export interface CompletionPlan {
  delayMs: number | null;
  status: string;
  durationSeconds: number;
}

export interface FakeVoiceEngine extends FakeServer {
  /** Agent ids whose cache was cleared, in order. */
  cleared: string[];
  /** Distinct calls placed, by call id (a re-sent idempotency key adds nothing). */
  calls: Map<string, FakeOutboundCall>;
  /** How many distinct calls were placed. */
  callsStarted(): number;
  /** How many requests repeated an idempotency key already placed. */
  duplicates(): number;
  /** Calls placed and not yet reported ended. */
  active(): number;
  /** The most calls that were ever active at once. */
  maxActive(): number;
  /** Changes how following calls end. */
  setCompletion(plan: Partial<CompletionPlan>): void;
  /** Reports a call's end now (status 'completed' unless given); resolves with the webhook's HTTP status. */
  completeCall(callId: string, status?: string): Promise<number>;
  /** Resolves when every placed call has been reported ended and its webhook answered. */
  settled(): Promise<void>;
}

export interface FakeVoiceEngineOptions extends FakeStartOptions {
  completion?: Partial<CompletionPlan>;
  webhookSecret?: string;
  /**
   * Where made-up calls go (the api function's /voice-engine/webhooks/call-events): on demand through
   * POST /simulate/calls, and on a trickle when `trickle` is set. Null: no made-up calls.
   */
  callEventsUrl?: string | null;
  /** A new made-up call for `agentId` every `everyMs` (npm start: the demo agent, so screens have live data). */
  trickle?: { agentId: string; everyMs: number } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Recordings are made small: 8 kHz is a phone line's rate anyway. */
const RECORDING_SAMPLE_RATE = 8000;

/**
 * GET /recordings/<callId>.wav?seconds=<n>: a tone as long as the call, with byte ranges, so a browser
 * can play it and seek (the call detail seeks from transcript lines).
 */
function sendRecording(request: FakeRequest, res: ServerResponse, callId: string): void {
  const seconds = Math.min(Math.max(Number(request.query.get('seconds')) || 30, 1), 600);
  const wav = vowelWav({ seed: callId, seconds, sampleRate: RECORDING_SAMPLE_RATE });
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  const headers = {
    'content-type': WAV_CONTENT_TYPE,
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  };
  if (!range) {
    res.writeHead(200, { ...headers, 'content-length': wav.length }).end(wav);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, wav.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
  if (start >= wav.length || start > end) {
    res.writeHead(416, { 'content-range': `bytes */${String(wav.length)}` }).end();
    return;
  }
  res
    .writeHead(206, {
      ...headers,
      'content-length': end - start + 1,
      'content-range': `bytes ${String(start)}-${String(end)}/${String(wav.length)}`,
    })
    .end(wav.subarray(start, end + 1));
}

/** Starts the fake voice engine on 127.0.0.1. Point VOICE_ENGINE_URL at its `url`. */
export async function startFakeVoiceEngine(options: FakeVoiceEngineOptions = {}): Promise<FakeVoiceEngine> {
  const cleared: string[] = [];
  const calls = new Map<string, FakeOutboundCall>();
  const ended = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  const secret = options.webhookSecret ?? LOCAL_VOICE_ENGINE_SECRET;
  let plan: CompletionPlan = { delayMs: 20, status: 'completed', durationSeconds: 42, ...options.completion };
  let duplicates = 0;
  let maxActive = 0;

  const report = async (callId: string, status: string): Promise<number> => {
    const call = calls.get(callId);
    if (!call?.webhookUrl || ended.has(callId)) return 0;
    ended.add(callId);
    const response = await fetch(call.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
      body: JSON.stringify({
        callId,
        status,
        durationSeconds: plan.durationSeconds,
        summary: `Fake call to ${call.to}`,
      }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const track = (promise: Promise<unknown>): void => {
    const settled = promise.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  };

  const placeCall = (body: Record<string, unknown>, key: string, res: ServerResponse): void => {
    if (calls.has(key)) {
      duplicates += 1;
      sendJson(res, 200, { callId: key, status: 'queued', duplicate: true });
      return;
    }
    const call: FakeOutboundCall = {
      callId: key,
      agentId: text(body.agentId),
      from: text(body.from),
      to: text(body.to),
      variables: (body.variables ?? {}) as Record<string, string>,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
    };
    calls.set(key, call);
    maxActive = Math.max(maxActive, calls.size - ended.size);
    sendJson(res, 201, { callId: key, status: 'queued', duplicate: false });
    const { delayMs, status } = plan;
    if (delayMs !== null) {
      track(new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => report(key, status)));
    }
  };

  const callEventsUrl = options.callEventsUrl ?? null;
  let played = 0;
  const playCalls = async (agentId: string, count: number, type?: FakeCallType): Promise<string[]> => {
    if (!callEventsUrl) throw new Error('The fake voice engine has no callEventsUrl');
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push(
        await playFakeCall(callEventsUrl, secret, {
          agentId,
          seed: played++,
          ...(type ? { type } : {}),
          // Served by this fake (the server listens before any call is played).
          recordingBaseUrl: `${server.url}/recordings`,
        }),
      );
    }
    return ids;
  };
  const trickle = options.trickle ?? null;
  const timer =
    trickle && callEventsUrl
      ? setInterval(() => {
          // A failed trickle call (the functions still starting) is simply skipped.
          track(playCalls(trickle.agentId, 1));
        }, trickle.everyMs)
      : null;
  timer?.unref();

  const server = await startFakeServer((request, res) => {
    if (request.method === 'POST' && request.path === '/simulate/calls') {
      const body = jsonBody(request) ?? {};
      const count = typeof body.count === 'number' ? Math.min(Math.max(1, Math.floor(body.count)), 100) : 1;
      const type = text(body.type) as FakeCallType | '';
      playCalls(text(body.agentId), count, type || undefined).then(
        (callIds) => {
          sendJson(res, 201, { callIds });
        },
        (error: unknown) => {
          sendJson(res, 502, { message: error instanceof Error ? error.message : String(error) });
        },
      );
      return;
    }
    const recording = /^\/recordings\/([^/]+)\.wav$/.exec(request.path)?.[1];
    if (request.method === 'GET' && recording) {
      sendRecording(request, res, decodeURIComponent(recording));
      return;
    }
    const agentId = /^\/agents\/([^/]+)\/cache$/.exec(request.path)?.[1];
    if (request.method === 'DELETE' && agentId) {
      cleared.push(decodeURIComponent(agentId));
      res.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && request.path === '/calls/outbound') {
      const body = jsonBody(request);
      const key = request.headers['idempotency-key'];
      if (!body || typeof key !== 'string' || key === '' || typeof body.to !== 'string') {
        sendJson(res, 400, { message: 'An Idempotency-Key header and a JSON body with `to` are required' });
        return;
      }
      placeCall(body, key, res);
      return;
    }
    sendJson(res, 404, { message: `No route ${request.method} ${request.path}` });
  }, options);

  return {
    ...server,
    close: async () => {
      if (timer) clearInterval(timer);
      await server.close();
    },
    cleared,
    calls,
    callsStarted: () => calls.size,
    duplicates: () => duplicates,
    active: () => calls.size - ended.size,
    maxActive: () => maxActive,
    setCompletion: (next) => {
      plan = { ...plan, ...next };
    },
    completeCall: (callId, status = 'completed') => report(callId, status),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
