import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMultiplexedServer } from '../../../src/server/port-multiplexer.ts';

const PREFACE = 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n';

interface Routed {
  route: 'http1' | 'http2';
  bytes: string;
}

let server: net.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * Routes to a recorder that reads everything the chosen side sees until the client ends its side, then
 * reports it. The client writes the chunks a few milliseconds apart so they reach the server as separate
 * reads; waiting for the end (not a timer) keeps the result whole however slow the machine is.
 */
async function routeOf(chunks: string[]): Promise<Routed> {
  let resolveRouted: (routed: Routed) => void = () => undefined;
  const routed = new Promise<Routed>((resolve) => {
    resolveRouted = resolve;
  });
  const record = (route: Routed['route']) => (socket: net.Socket) => {
    let bytes = '';
    socket.on('data', (chunk: Buffer) => (bytes += chunk.toString('latin1')));
    socket.on('end', () => {
      resolveRouted({ route, bytes });
      socket.destroy();
    });
    socket.resume();
  };
  server = createMultiplexedServer({ http1: record('http1'), http2: record('http2') });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  client.on('error', () => undefined);
  await new Promise((resolve) => client.once('connect', resolve));
  for (const chunk of chunks) {
    await new Promise<void>((resolve) =>
      client.write(chunk, () => {
        resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  client.end();
  const result = await routed;
  client.destroy();
  return result;
}

describe('one port, two protocols', () => {
  it('routes the HTTP/2 preface to gRPC even when it arrives byte by byte, losing no bytes', async () => {
    const frames = `${PREFACE}\u0000\u0000\u0000\u0004\u0000`;
    const oneByteChunks = Array.from({ length: 10 }, (_, i) => frames.charAt(i));
    const routed = await routeOf([...oneByteChunks, frames.slice(10)]);
    expect(routed).toEqual({ route: 'http2', bytes: frames });
  });

  it('routes HTTP/1.1 to the HTTP server as soon as a byte differs from the preface', async () => {
    const request = 'PUT /emulator HTTP/1.1\r\nHost: x\r\n\r\n';
    const routed = await routeOf(['P', 'U', request.slice(2)]);
    expect(routed).toEqual({ route: 'http1', bytes: request });
  });

  it('routes a request line that starts like the preface but diverges late', async () => {
    const request = 'PRI * HTTP/1.1\r\n\r\n';
    expect((await routeOf([request])).route).toBe('http1');
  });
});
