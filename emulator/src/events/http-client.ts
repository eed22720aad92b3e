import http from 'node:http';

export interface HttpResponse {
  status: number;
  body: string;
}

/** The Functions emulator could not be reached, or the connection broke before it answered. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/** It accepted the request but did not answer in time (a slow function, not an outage). */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

// Keep-alive: a delivery is one small POST, and reconnecting for each adds measurable latency.
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** One HTTP/1.1 request to `host:port`; rejects with UnreachableError when no response arrives. */
export function httpRequest(
  hostPort: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpResponse> {
  const { hostname, port } = splitHostPort(hostPort);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path, agent, headers: options.headers, timeout: options.timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          reject(new UnreachableError(error.message));
        });
      },
    );
    let timedOut = false;
    request.on('timeout', () => {
      timedOut = true;
      request.destroy();
    });
    request.on('error', (error) => {
      reject(
        timedOut
          ? new NoAnswerError(`no answer within ${options.timeoutMs} ms`)
          : new UnreachableError(error.message),
      );
    });
    request.end(options.body);
  });
}

/** `127.0.0.1:5001`, `[::1]:5001` or `localhost:5001`. */
export function splitHostPort(hostPort: string): { hostname: string; port: number } {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(hostPort);
  if (!match?.[1] || !match[2])
    throw new Error(`Expected HOST:PORT for the Functions emulator, got "${hostPort}"`);
  return { hostname: match[1], port: Number(match[2]) };
}
