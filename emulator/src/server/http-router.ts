import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, RpcError, type FirestoreEngine } from '../firestore/api.ts';
import { createControlHandler } from './control-handler.ts';
import { applyCors } from './cors.ts';
import { sendError } from './http-io.ts';
import { createRestHandler } from './rest-handler.ts';
import type { RulesStore } from './rules-store.ts';
import type { TriggerRegistry } from './trigger-registry.ts';

export type UrlHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

export interface HttpRouterDependencies {
  engine: FirestoreEngine;
  rules: RulesStore;
  triggers: TriggerRegistry;
  webChannel: UrlHandler;
}

const WEBCHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

/**
 * Everything HTTP/1.1 on the Firestore port: CORS first (it answers preflights), then WebChannel,
 * the emulator control endpoints, REST, and a Google-style 404 for anything else.
 */
export function createHttpRouter(
  deps: HttpRouterDependencies,
): (req: IncomingMessage, res: ServerResponse) => void {
  const control = createControlHandler(deps);
  const rest = createRestHandler(deps.engine);
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://emulator.invalid');
    } catch {
      throw new RpcError(Code.INVALID_ARGUMENT, `Malformed request URL: ${req.url ?? ''}`);
    }
    if (applyCors(req, res)) return;
    if (WEBCHANNEL_PATH.test(url.pathname)) {
      deps.webChannel(req, res, url);
      return;
    }
    if (await control(req, res, url)) return;
    if (await rest(req, res, url)) return;
    throw new RpcError(Code.NOT_FOUND, `No such endpoint: ${req.method ?? ''} ${url.pathname}`);
  };
  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      sendError(res, error);
    });
  };
}
