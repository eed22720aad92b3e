import net from 'node:net';

/** The fixed client preface every HTTP/2 connection starts with (RFC 9113 §3.4). */
const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');

export interface ConnectionRoutes {
  /** Cleartext HTTP/2 with prior knowledge: gRPC. */
  http2(socket: net.Socket): void;
  /** Anything else: HTTP/1.1 (REST, WebChannel, control endpoints). */
  http1(socket: net.Socket): void;
}

/**
 * One TCP listener for both protocols, like the official emulator (docs/emulator.md#one-port-two-protocols):
 * peek at the first bytes of each connection, put them back, and hand the socket to whichever server speaks
 * its protocol. Most HTTP/1.1 requests differ from the preface in their first or second byte, so routing
 * rarely waits.
 */
export function createMultiplexedServer(routes: ConnectionRoutes): net.Server {
  return net.createServer((socket) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const compared = Math.min(received.length, HTTP2_PREFACE.length);
      const matchesSoFar = received.subarray(0, compared).equals(HTTP2_PREFACE.subarray(0, compared));
      if (matchesSoFar && received.length < HTTP2_PREFACE.length) return;
      socket.off('data', onData);
      socket.off('error', onEarlyError);
      socket.pause();
      socket.unshift(received);
      if (matchesSoFar) {
        routes.http2(socket);
      } else {
        routes.http1(socket);
        // node:http leaves a socket handed over via 'connection' paused; the peeked bytes wait in its buffer.
        socket.resume();
      }
    };
    const onEarlyError = (): void => {
      socket.destroy();
    };
    socket.on('data', onData);
    socket.on('error', onEarlyError);
  });
}
