import http from 'node:http';
import type { Socket } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import type { FirestoreEngine } from '../firestore/api.ts';
import { createWebChannelHandler } from '../webchannel/handler.ts';
import { createFirestoreGrpcServer } from './grpc-service.ts';
import { createHttpRouter } from './http-router.ts';
import { keepIdleConnectionsOpen } from './keep-alive.ts';
import { createMultiplexedServer } from './port-multiplexer.ts';
import type { RulesStore } from './rules-store.ts';
import type { TriggerRegistry } from './trigger-registry.ts';

export interface FirestoreServerOptions {
  engine: FirestoreEngine;
  rules: RulesStore;
  triggers: TriggerRegistry;
  host: string;
  /** 0 picks an ephemeral port. */
  port: number;
}

export interface FirestoreServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** The Firestore port: gRPC and HTTP/1.1 on one listener (docs/emulator.md#one-port-two-protocols). */
export async function startFirestoreServer(options: FirestoreServerOptions): Promise<FirestoreServer> {
  const grpcServer = createFirestoreGrpcServer(options.engine);
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const webChannel = createWebChannelHandler(options.engine);
  const httpServer = http.createServer(
    createHttpRouter({
      engine: options.engine,
      rules: options.rules,
      triggers: options.triggers,
      webChannel,
    }),
  );
  keepIdleConnectionsOpen(httpServer);
  const listener = createMultiplexedServer({
    http2: (socket) => {
      injector.injectConnection(socket);
    },
    http1: (socket) => {
      httpServer.emit('connection', socket);
    },
  });
  // Streams (Listen, Write, WebChannel backchannels) stay open indefinitely; close() must cut them.
  const sockets = new Set<Socket>();
  listener.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port, options.host, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      webChannel.close();
      listener.close(() => {
        resolve();
      });
      injector.destroy();
      grpcServer.forceShutdown();
      httpServer.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    });
    return closing;
  };
  return { host: options.host, port, close };
}
