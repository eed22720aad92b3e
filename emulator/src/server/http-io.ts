import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, RpcError } from '../firestore/api.ts';
import { googleErrorBody, httpStatusOf, toRpcError } from './rpc-status.ts';

/** REST bodies hold at most a few 1 MiB documents; anything far beyond that is a client bug. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new RpcError(Code.INVALID_ARGUMENT, `Request body exceeds ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Bodies are JSON whatever the Content-Type: the browser SDK sends `text/plain` to avoid preflights
 * (docs/emulator.md#rest). An empty body is an empty object.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid JSON payload received. ${reason}`);
  }
}

/** A JSON body that must be an object (control endpoints, REST requests). */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      'Invalid JSON payload received. The request body must be a JSON object.',
    );
  }
  return body as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Google's error body with the matching HTTP status (docs/emulator.md#errors). */
export function sendError(res: ServerResponse, error: unknown): void {
  const rpcError = toRpcError(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, httpStatusOf(rpcError.code), googleErrorBody(rpcError));
}
