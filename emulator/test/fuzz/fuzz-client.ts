import http from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { startEmulator } from '../../src/index.ts';
import { createRng, type Rng } from './garbage.ts';

export interface FuzzRequest {
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** For responses that may stay open (streaming backchannels): judge by the status line only. */
  headersOnly?: boolean;
}

export interface FuzzResponse {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Sends one raw request; rejects if no complete response (or, headersOnly, no status) within the timeout. */
export function send(
  address: { host: string; port: number },
  request: FuzzRequest,
  timeoutMs = 5_000,
): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    // Explicit Content-Length: Node frames GET/DELETE bodies with neither it nor chunked encoding,
    // which would turn a body into a bogus second request on the kept-alive socket.
    const headers = { ...request.headers };
    if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
    const req = http.request(
      { host: address.host, port: address.port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const status = res.statusCode ?? 0;
        if (request.headersOnly) {
          clearTimeout(timer);
          res.destroy();
          resolve({ status, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`No response within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(request.body);
  });
}

/** One emulator per fuzz file (ephemeral ports), stopped after the file. */
export function useFuzzEmulator(projectId: string): { address: { host: string; port: number } } {
  const fixture = { address: { host: '127.0.0.1', port: 0 } };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const emulator = await startEmulator({
      projectId,
      host: '127.0.0.1',
      firestorePort: 0,
      storagePort: 0,
      log: () => undefined,
    });
    fixture.address = emulator.firestore;
    stop = () => emulator.stop();
  });
  afterAll(async () => {
    // The emulator must have survived everything: it still answers its readiness probe.
    const probe = await send(fixture.address, { method: 'GET', path: '/' });
    expect(probe).toEqual({ status: 200, body: 'Ok' });
    agent.destroy();
    await stop?.();
  });
  return fixture;
}

/**
 * A sane answer to garbage: any 2xx or 4xx, or 501 for an RPC the emulator deliberately does not
 * implement. Other 5xx mean the garbage reached code that did not expect it.
 */
function acceptable(response: FuzzResponse): boolean {
  if (response.status >= 200 && response.status < 500) return true;
  return response.status === 501 && response.body.includes('UNIMPLEMENTED');
}

/**
 * Sends `count` generated requests (bounded also by `budgetMs`) and collects every one answered with
 * an unacceptable status or not answered at all. Returns the failures with their seed and index so
 * they can be replayed.
 */
export async function fuzz(
  address: { host: string; port: number },
  options: { seed: number; count: number; budgetMs?: number },
  generate: (rng: Rng, index: number) => FuzzRequest | Promise<FuzzRequest>,
): Promise<{ sent: number; failures: string[] }> {
  const rng = createRng(options.seed);
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  const failures: string[] = [];
  let sent = 0;
  for (let index = 0; index < options.count && Date.now() < deadline; index++) {
    const request = await generate(rng, index);
    sent++;
    try {
      const response = await send(address, request);
      if (!acceptable(response)) {
        failures.push(
          `#${index} ${request.method} ${request.path.slice(0, 200)} → ${response.status} ${response.body.slice(0, 300)}`,
        );
      }
    } catch (error) {
      failures.push(
        `#${index} ${request.method} ${request.path.slice(0, 200)} → ${(error as Error).message}`,
      );
    }
  }
  return { sent, failures };
}
