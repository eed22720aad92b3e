import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from '../firestore/api.ts';
import { parseAuthorization } from '../server/auth.ts';
import { BadChannelRequest, decodeInitHeaders, decodeMaps } from './decoding.ts';
import { toAsciiJson, frameChunk } from './framing.ts';
import { BodyTooLarge, CHANNEL_HEADERS, readBody, sendText } from './http.ts';
import { type ChannelKind, SessionRegistry } from './registry.ts';
import type { SessionSettings } from './session.ts';

/** Wire version negotiated with the closure client; the only one it speaks. */
const CHANNEL_VERSION = 8;
/** Reported as the server version in the handshake; the client only records it. */
const SERVER_VERSION = 14;
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

export interface WebChannelOptions extends Partial<SessionSettings> {
  /** Sessions without a backchannel or any request for this long are closed. */
  sessionIdleMs?: number;
}

export type WebChannelHandler = ((req: IncomingMessage, res: ServerResponse, url: URL) => void) & {
  /** Closes every session and its open backchannel; call when the server stops. */
  close(): void;
  /** Number of live sessions (tests, diagnostics). */
  readonly sessionCount: number;
};

/**
 * The WebChannel transport (docs/emulator.md#webchannel): the browser SDK's Listen and Write streams. The
 * server's router calls the handler for `/google.firestore.v1.Firestore/(Listen|Write)/channel` after
 * applying CORS; the handler tells handshake, forward POST, backchannel GET and terminate apart by
 * their parameters and maps each session onto one engine stream.
 */
export function createWebChannelHandler(
  engine: FirestoreEngine,
  options: WebChannelOptions = {},
): WebChannelHandler {
  const settings: SessionSettings = {
    keepaliveMs: options.keepaliveMs ?? 30_000,
    noopIntervalMs: options.noopIntervalMs ?? 20_000,
    longPollHoldMs: options.longPollHoldMs ?? 20_000,
    recycleStreamingAfterBytes: options.recycleStreamingAfterBytes ?? 1024 * 1024,
  };
  const registry = new SessionRegistry(settings, options.sessionIdleMs ?? 90_000);

  async function handshake(
    kind: ChannelKind,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const body = new URLSearchParams(await readBody(req, MAX_BODY_BYTES));
    const maps = decodeMaps(body);
    // Auth travels only in the handshake body (docs/emulator.md#authentication); the session keeps that
    // caller.
    const authorization =
      decodeInitHeaders(body.get('headers')).get('authorization') ?? req.headers.authorization;
    const ctx = { caller: parseAuthorization(authorization) };
    const session = registry.open(
      kind,
      (sink) => (kind === 'Listen' ? engine.openListen(ctx, sink) : engine.openWrite(ctx, sink)),
      url.searchParams.get('database'),
    );
    session.receive(maps);
    const opened = ['c', session.sid, '', CHANNEL_VERSION, SERVER_VERSION, settings.keepaliveMs];
    res.writeHead(200, { ...CHANNEL_HEADERS, 'X-HTTP-Session-Id': session.sid });
    res.end(frameChunk(toAsciiJson([[0, opened]])));
  }

  async function forward(
    kind: ChannelKind,
    sid: string,
    params: URLSearchParams,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const text = await readBody(req, MAX_BODY_BYTES);
    const session = registry.find(kind, sid);
    if (!session) {
      unknownSession(res);
      return;
    }
    session.acknowledge(parseArrayId(params.get('AID')));
    session.receive(decodeMaps(new URLSearchParams(text)));
    // [backchannelPresent, lastArrayIdSent, outstandingBytes]; always claim the backchannel is present
    // (a 0 makes the client tear down a backchannel it may merely be between requests of).
    res.writeHead(200, CHANNEL_HEADERS);
    res.end(frameChunk(toAsciiJson([1, session.lastArrayId, session.outstandingBytes])));
  }

  function backchannel(kind: ChannelKind, sid: string, params: URLSearchParams, res: ServerResponse): void {
    const session = registry.find(kind, sid);
    if (!session) {
      unknownSession(res);
      return;
    }
    res.writeHead(200, CHANNEL_HEADERS);
    const mode = params.get('CI') === '1' ? 'long-poll' : 'streaming';
    session.attachBackchannel(res, mode, parseArrayId(params.get('AID')), parseArrayId(params.get('TO')));
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = PATH.exec(url.pathname);
    if (!match) {
      sendText(res, 404, 'Not Found');
      return;
    }
    const kind = match[1] as ChannelKind;
    const params = url.searchParams;
    const sid = params.get('SID');
    if (params.get('TYPE') === 'terminate') {
      if (sid) registry.close(sid);
      sendText(res, 200, '');
      return;
    }
    if (req.method === 'GET' && params.get('RID') === 'rpc') {
      if (!sid) {
        sendText(res, 400, 'Missing SID');
        return;
      }
      backchannel(kind, sid, params, res);
      return;
    }
    if (req.method !== 'POST') {
      sendText(res, 400, 'Unsupported WebChannel request');
      return;
    }
    if (sid === null) return handshake(kind, req, res, url);
    return forward(kind, sid, params, req, res);
  }

  const handler = (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    route(req, res, url).catch((error: unknown) => {
      if (error instanceof BadChannelRequest) sendText(res, 400, error.message);
      else if (error instanceof BodyTooLarge) sendText(res, 413, error.message);
      else sendText(res, 500, error instanceof Error ? error.message : 'Internal error');
    });
  };
  return Object.defineProperties(handler, {
    close: {
      value: () => {
        registry.closeAll();
      },
    },
    sessionCount: { get: () => registry.size },
  }) as WebChannelHandler;
}

/** The client fails fast on exactly this (UNKNOWN_SESSION_ID) and reconnects with a new handshake. */
function unknownSession(res: ServerResponse): void {
  sendText(res, 400, 'Unknown SID');
}

function parseArrayId(text: string | null): number | null {
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}
