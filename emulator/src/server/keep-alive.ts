import type { Server } from 'node:http';

/**
 * Lets clients decide when a kept-alive HTTP/1.1 connection ends; the server never closes one for being
 * idle.
 *
 * Node closes a connection idle for `keepAliveTimeout` (5 s by default, announced as
 * `Keep-Alive: timeout=5`; Node 20 closes at 6 s), but the Admin SDK's Storage client
 * (`@google-cloud/storage` through teeny-request's `forever` agent) and other `keepAlive: true` agents
 * without a `timeout` of their own ignore that hint and keep idle sockets indefinitely. A client in another process can take such a
 * socket from its pool and start writing a request while the server's FIN is still unread on its side:
 * the request then fails with EPIPE, ECONNRESET or "socket hang up" before the server ever sees it —
 * under parallel uploads, much of a burst that starts 5–6 s after the previous one. With no idle
 * timeout only the client closes its idle connections, so it never picks a socket that is closing under
 * it. Stopping the emulator still cuts every connection (closeAllConnections).
 */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = 0;
}
