import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFunction } from '../testing/serve-function';
import { publicRoute, type RouteContext } from './https-route';

async function call(fn: Parameters<typeof serveFunction>[0]): Promise<{ status: number; body: unknown }> {
  const served = await serveFunction(fn);
  try {
    const response = await fetch(`${served.url}/route`);
    return { status: response.status, body: await response.json() };
  } finally {
    await served.close();
  }
}

describe('publicRoute', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs without any authorization header and answers the result as JSON', async () => {
    const route = publicRoute(({ req }: RouteContext) => Promise.resolve({ method: req.method }));

    expect(await call(route)).toEqual({ status: 200, body: { method: 'GET' } });
  });

  it('answers an HttpsError with its status in the router’s error body', async () => {
    const route = publicRoute(() => {
      throw new HttpsError('not-found', 'No such agent.', { reason: 'agent-not-found' });
    });

    expect(await call(route)).toEqual({
      status: 404,
      body: {
        error: { status: 'NOT_FOUND', message: 'No such agent.', details: { reason: 'agent-not-found' } },
        message: 'No such agent.',
      },
    });
  });

  it('logs an unexpected error and answers a bare internal error that leaks nothing', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const route = publicRoute(() => Promise.reject(new Error('database password is hunter2')));

    const { status, body } = await call(route);

    expect(status).toBe(500);
    expect(body).toMatchObject({ error: { status: 'INTERNAL', details: { reason: 'internal' } } });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledOnce();
  });
});
