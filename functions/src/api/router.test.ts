import { API_ROUTES } from '@parley/domain';
import { onRequest } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { emulatorIdToken } from '../testing/id-token';
import { serveFunction } from '../testing/serve-function';
import { defineRoute } from './route-definition';
import { createApiHandler } from './router';
import { API_ROUTE_DEFINITIONS } from './routes';

describe('createApiHandler', () => {
  let auth: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  beforeAll(async () => {
    auth = await startFakeAuthEmulator();
  });
  afterAll(() => auth.close());

  it('refuses two handlers for the same method and path', () => {
    const route = defineRoute(API_ROUTES.newUser, z.object({}), () => Promise.resolve({}));
    expect(() => createApiHandler([route, route])).toThrow(/Duplicate API route POST \/user\/new/);
  });

  it('serves every route of the contract exactly once', () => {
    const served = API_ROUTE_DEFINITIONS.map(({ route }) => `${route.method} ${route.path}`).sort();
    const contract = Object.values(API_ROUTES)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(served).toEqual(contract);
  });

  it('hands decoded path parameters to the schema, beside the body', async () => {
    const route = defineRoute(
      API_ROUTES.clearCachedAgent,
      z.object({ agentId: z.string(), note: z.string() }),
      ({ input, uid }) => Promise.resolve({ ...input, uid }),
    );
    const served = await serveFunction(onRequest(createApiHandler([route])));
    try {
      const response = await fetch(`${served.url}/agent/a%20b/clear-cached-agent`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${emulatorIdToken('u1')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'hi', agentId: 'ignored' }),
      });
      expect(await response.json()).toEqual({ agentId: 'a b', note: 'hi', uid: 'u1' });
    } finally {
      await served.close();
    }
  });
});
