// The common part of every third-party fake: a node:http server on 127.0.0.1 (a free port unless one is
// given), a log of the requests it received, and failure injection, so each provider's fake only
// describes its REST paths and answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A forced failure: the HTTP status, and the provider-style error body (none: an empty body). */
export interface InjectedFailure {
  status: number;
  body?: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:<port>, the base URL to give the provider's SDK. */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /**
   * Makes every following request fail with `status` (null: answer normally again). `body` is sent as
   * JSON when given, so a test can mimic a provider error with or without its detail.
   */
  failWith(status: number | null, body?: unknown): void;
  close(): Promise<void>;
}

export interface FakeStartOptions {
  /** A fixed port (npm start); by default the system picks a free one (tests). */
  port?: number;
}

export type FakeHandler = (request: FakeRequest, res: ServerResponse) => void;

/** Answers JSON with a status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Answers bytes with their content type. */
export function sendBytes(res: ServerResponse, contentType: string, bytes: Buffer): void {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length }).end(bytes);
}

/** Parses a JSON request body; null when it is not JSON. */
export function jsonBody(request: FakeRequest): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(request.body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Parses a multipart/form-data body with the platform's own parser (undici's FormData). */
export async function formBody(request: FakeRequest): Promise<FormData | null> {
  const contentType = request.headers['content-type'];
  if (!contentType?.startsWith('multipart/form-data')) return null;
  try {
    // formData() is deprecated for production servers (it buffers); a fake only sees small test bodies.
    return await new Request('http://fake.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      // A plain Uint8Array view: a Buffer is a BodyInit to Node's types but not to the DOM's.
      body: new Uint8Array(request.body),
      // eslint-disable-next-line @typescript-eslint/no-deprecated
    }).formData();
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a fake on 127.0.0.1; `handle` answers requests while no failure is injected. */
export async function startFakeServer(
  handle: (request: FakeRequest, res: ServerResponse) => void | Promise<void>,
  { port = 0 }: FakeStartOptions = {},
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let failure: InjectedFailure | null = null;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(request);
      if (failure) {
        if (failure.body === undefined) res.writeHead(failure.status).end();
        else sendJson(res, failure.status, failure.body);
        return;
      }
      await handle(request, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failWith: (status, body) => {
      failure = status === null ? null : { status, body };
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
