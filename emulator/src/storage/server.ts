import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyCors } from '../server/cors.ts';
import { keepIdleConnectionsOpen } from '../server/keep-alive.ts';
import { allowAllStorage, type StorageAuthorizer } from './authorizer.ts';
import type { StorageContext } from './context.ts';
import { handleControlApi, type ControlHooks } from './control-api.ts';
import { handleFirebaseApi } from './firebase-api.ts';
import { handleGcsApi } from './gcs-api.ts';
import { sendError, sendJson } from './http.ts';
import { StorageStore, type ObjectChangeListener } from './store.ts';
import { UploadSessions } from './upload-sessions.ts';

export interface StorageHandlerOptions extends ControlHooks {
  projectId: string;
  /** storage.rules hook; allow-all until the rules engine provides one (see setAuthorizer). */
  authorizer?: StorageAuthorizer;
  /** Share a store (e.g. one imported at startup); a fresh empty one otherwise. */
  store?: StorageStore;
}

export interface StorageHandler {
  /** A Node `request` listener serving every Storage endpoint, CORS included. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  store: StorageStore;
  setAuthorizer(authorizer: StorageAuthorizer): void;
  onObjectChange(listener: ObjectChangeListener): () => void;
}

/** Builds the request handler without listening, for embedding in another server. */
export function createStorageHandler(options: StorageHandlerOptions): StorageHandler {
  const ctx: StorageContext = {
    store: options.store ?? new StorageStore(),
    uploads: new UploadSessions(),
    authorizer: options.authorizer ?? allowAllStorage,
  };
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://storage.invalid');
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '')) {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok');
      return;
    }
    if (req.method === 'GET' && (url.pathname === '/v0' || url.pathname === '/v0/')) {
      sendJson(res, 200, { emulator: 'storage', projectId: options.projectId });
      return;
    }
    if (await handleControlApi(ctx, options, req, res, url)) return;
    if (await handleFirebaseApi(ctx, req, res, url)) return;
    if (await handleGcsApi(ctx, req, res, url)) return;
    sendError(res, 501, `Not implemented by the storage emulator: ${req.method ?? ''} ${url.pathname}`);
  };
  return {
    handle(req, res) {
      route(req, res).catch((error: unknown) => {
        console.error('storage emulator: request failed', error);
        if (res.headersSent) res.destroy();
        else sendError(res, 500, error instanceof Error ? error.message : String(error));
      });
    },
    store: ctx.store,
    setAuthorizer(authorizer) {
      ctx.authorizer = authorizer;
    },
    onObjectChange: (listener) => ctx.store.onObjectChange(listener),
  };
}

export interface StorageServerOptions extends StorageHandlerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
}

export interface StorageServer extends Omit<StorageHandler, 'handle'> {
  host: string;
  port: number;
  /** Stops listening and drops open connections. */
  stop(): Promise<void>;
}

/** Starts the Storage emulator on host:port (both SDKs reach it through FIREBASE_STORAGE_EMULATOR_HOST). */
export async function createStorageServer(options: StorageServerOptions): Promise<StorageServer> {
  const handler = createStorageHandler(options);
  const server = createServer((req, res) => {
    handler.handle(req, res);
  });
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    host: options.host,
    port: address.port,
    store: handler.store,
    setAuthorizer: (authorizer) => {
      handler.setAuthorizer(authorizer);
    },
    onObjectChange: (listener) => handler.onObjectChange(listener),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
