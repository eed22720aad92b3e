import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { emulatorIdToken } from '../testing/id-token';
import { serveFunction } from '../testing/serve-function';
import { authedRoute, publicRoute, type AuthedRouteContext, type RouteContext } from './https-route';

async function call(
  fn: Parameters<typeof serveFunction>[0],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const served = await serveFunction(fn);
  try {
    const response = await fetch(`${served.url}/route`, { headers });
    return { status: response.status, body: await response.json() };
  } finally {
    await served.close();
  }
}

const bearer = (uid: string) => ({ authorization: `Bearer ${emulatorIdToken(uid)}` });

describe('authedRoute', () => {
  let authEmulator: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  beforeAll(async () => {
    authEmulator = await startFakeAuthEmulator({ disabled: ['banned-user'] });
  });
  afterAll(() => authEmulator.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands the verified uid to the handler and answers its result as JSON', async () => {
    const route = authedRoute(({ uid }: AuthedRouteContext) => Promise.resolve({ hello: uid }));

    expect(await call(route, bearer('user-1'))).toEqual({ status: 200, body: { hello: 'user-1' } });
  });

  it('refuses a request without a bearer token before running the handler', async () => {
    const handler = vi.fn(() => Promise.resolve('should not run'));

    const { status, body } = await call(authedRoute(handler));

    expect(status).toBe(401);
    expect(body).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: { reason: 'unauthenticated' } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a token for another project', async () => {
    const token = emulatorIdToken('user-1', { projectId: 'someone-else' });

    const { status } = await call(
      authedRoute(() => Promise.resolve('secret')),
      {
        authorization: `Bearer ${token}`,
      },
    );

    expect(status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = emulatorIdToken('user-1', { expiresInSeconds: -60 });

    const { status } = await call(
      authedRoute(() => Promise.resolve('secret')),
      {
        authorization: `Bearer ${token}`,
      },
    );

    expect(status).toBe(401);
  });

  it('refuses a valid token whose account is disabled', async () => {
    const { status } = await call(
      authedRoute(() => Promise.resolve('secret')),
      bearer('banned-user'),
    );

    expect(status).toBe(401);
  });

  it('passes an HttpsError through with its status, code and reason', async () => {
    const route = authedRoute(() => {
      throw new HttpsError('not-found', 'No such agent.', { reason: 'agent-not-found' });
    });

    const { status, body } = await call(route, bearer('user-1'));

    expect(status).toBe(404);
    expect(body).toEqual({
      error: { status: 'NOT_FOUND', message: 'No such agent.', details: { reason: 'agent-not-found' } },
    });
  });

  it('logs an unexpected error and answers a bare internal error that leaks nothing', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const route = authedRoute(() => Promise.reject(new Error('database password is hunter2')));

    const { status, body } = await call(route, bearer('user-1'));

    expect(status).toBe(500);
    expect(body).toMatchObject({ error: { status: 'INTERNAL', details: { reason: 'internal' } } });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('publicRoute', () => {
  it('runs without any authorization header', async () => {
    const route = publicRoute(({ req }: RouteContext) => Promise.resolve({ method: req.method }));

    expect(await call(route)).toEqual({ status: 200, body: { method: 'GET' } });
  });
});
