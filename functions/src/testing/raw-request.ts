import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  /** The JSON body, or the text when it is not JSON. */
  body: unknown;
}

/**
 * An HTTP request whose path goes out byte for byte: fetch (WHATWG URL) resolves '..' and '%2e%2e'
 * segments and refuses malformed escapes, which a hostile client sends as they are.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  // Everything after the origin, untouched by URL parsing.
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start === -1 ? '/' : url.slice(start);
  return new Promise((resolve, reject) => {
    // Node frames a DELETE or GET body only when told its length.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = request(
      { hostname, port, path, method, headers: { ...length, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text itself is the body.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
