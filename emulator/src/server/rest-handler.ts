import type { IncomingMessage, ServerResponse } from 'node:http';
import type protobuf from 'protobufjs';
import { Code, RpcError, type FirestoreEngine, type JsonObject } from '../firestore/api.ts';
import { parseAuthorization } from './auth.ts';
import { invokeEngine } from './engine-dispatch.ts';
import { readJsonObject, sendError, sendJson } from './http-io.ts';
import { jsonToMessage, messageToJson, normalizeJson } from './proto-json.ts';
import { firestoreService } from './protos.ts';
import { applyQueryParams } from './rest-query-params.ts';
import { resolveRestRoute, type RestRoute } from './rest-routes.ts';

/**
 * Firestore REST (docs/emulator.md#rest): transcoded URLs → the same engine calls as gRPC. Input may use
 * snake_case or camelCase and enum names or numbers; server-streaming RPCs answer one JSON array.
 * Returns false when the path is not a REST path, so the router can answer 404.
 */
export function createRestHandler(
  engine: FirestoreEngine,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  return async (req, res, url) => {
    let route: RestRoute | undefined;
    try {
      route = resolveRestRoute(req.method ?? 'GET', url.pathname);
      if (!route) return false;
      const method = firestoreService().methods[route.rpc];
      const requestType = method?.resolvedRequestType;
      const responseType = method?.resolvedResponseType;
      if (!requestType || !responseType)
        throw new RpcError(Code.UNIMPLEMENTED, `${route.rpc} is not available.`);
      const request = buildRequest(route, requestType, await readJsonObject(req), url.searchParams);
      const ctx = { caller: parseAuthorization(req.headers.authorization) };
      const result = await invokeEngine(engine, route.rpc, ctx, request);
      const enumsAsInts = /enum-encoding=int/.test(url.searchParams.get('$alt') ?? '');
      const encode = (message: JsonObject): JsonObject =>
        enumsAsInts
          ? messageToJson(responseType, jsonToMessage(responseType, message), { enumsAsInts })
          : message;
      sendJson(res, 200, Array.isArray(result) ? result.map(encode) : encode(result));
    } catch (error) {
      sendError(res, error);
    }
    return true;
  };
}

function buildRequest(
  route: RestRoute,
  requestType: protobuf.Type,
  body: unknown,
  params: URLSearchParams,
): JsonObject {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      'Invalid JSON payload received. The request body must be a JSON object.',
    );
  }
  const merged: Record<string, unknown> = {};
  applyQueryParams(requestType, merged, params);
  if (route.bodyField) {
    const pathDocument = route.pathFields[route.bodyField];
    merged[route.bodyField] = { ...body, ...(isObject(pathDocument) ? pathDocument : {}) };
    Object.assign(merged, withoutKey(route.pathFields, route.bodyField));
  } else {
    Object.assign(merged, body, route.pathFields);
  }
  return normalizeJson(requestType, merged);
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function withoutKey(object: JsonObject, key: string): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
}
