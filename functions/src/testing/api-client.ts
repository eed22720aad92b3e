import './accounts-project';
import { randomUUID } from 'node:crypto';
import { onRequest } from 'firebase-functions/https';
import { afterAll, beforeAll } from 'vitest';
import { createApiHandler } from '../api/router';
import { API_ROUTE_DEFINITIONS } from '../api/routes';
import { startFakeAuthEmulator } from './fake-auth-emulator';
import { emulatorIdToken } from './id-token';
import { serveFunction, type ServedFunction } from './serve-function';

export interface ApiAnswer {
  status: number;
  body: {
    error?: { status: string; message: string; details?: { reason?: string; [key: string]: unknown } };
    message?: string;
    [key: string]: unknown;
  };
}

/** A signed-in caller: uid and the e-mail in their ID token (verified unless emailVerified is false). */
export interface Caller {
  uid: string;
  email: string;
  emailVerified?: boolean;
}

/** A fresh caller with unique uid and address, so test files never share data. */
export function newCaller(label = 'user'): Caller {
  const uid = `${label}-${randomUUID().slice(0, 8)}`;
  return { uid, email: `${uid}@parley.test` };
}

export const bearerFor = (caller: Caller): string =>
  `Bearer ${emulatorIdToken(caller.uid, { email: caller.email, emailVerified: caller.emailVerified ?? true })}`;

/**
 * Serves the real `api` request handler (the router with every route) on a local port for the test
 * file, with the fake Auth emulator verifying tokens, and returns a caller for it. Data goes to the
 * harness's Firestore emulator.
 */
type ApiRequest = (
  method: string,
  path: string,
  options?: {
    caller?: Caller | null;
    authorization?: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
) => Promise<ApiAnswer>;

export type ApiCall = ApiRequest & {
  /** Where the served handler listens (for a fake provider's webhooks), once the file's beforeAll ran. */
  baseUrl: () => string;
};

export function useApi(): ApiCall {
  let served: ServedFunction;
  let auth: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  beforeAll(async () => {
    auth = await startFakeAuthEmulator();
    served = await serveFunction(onRequest(createApiHandler(API_ROUTE_DEFINITIONS)));
  });
  afterAll(async () => {
    await served.close();
    await auth.close();
  });
  const request: ApiRequest = async (method, path, { caller, authorization, body, headers: extra } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
    // fetch writes a FormData body's multipart content type (with its boundary) itself.
    if (body instanceof FormData) delete headers['content-type'];
    if (authorization) headers.authorization = authorization;
    else if (caller) headers.authorization = bearerFor(caller);
    const response = await fetch(`${served.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
  };
  return Object.assign(request, { baseUrl: () => served.url });
}
