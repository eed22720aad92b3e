import type { IncomingMessage, ServerResponse } from 'node:http';

/** Reads the whole request body (objects are held in memory anyway). */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty or malformed body is treated as `{}` (clients send none for some calls). */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return {};
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
  });
  res.end(payload);
}

/** Google's error body: `{"error":{"code","message"}}`; the SDKs map errors by HTTP status. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  sendJson(res, status, { error: { code: status, message, ...extra } });
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}

/** The absolute origin the client used, for URLs it must call back (X-Goog-Upload-URL, Location). */
export function requestOrigin(req: IncomingMessage): string {
  const host =
    req.headers.host ?? `${req.socket.localAddress ?? '127.0.0.1'}:${String(req.socket.localPort ?? '')}`;
  return `http://${host}`;
}

/** Decodes one percent-encoded path segment; null when it is not valid UTF-8 percent encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
