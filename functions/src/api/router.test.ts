import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiErrorResponseSchema,
  DOCUMENT_ID_ERRORS,
  MSG_UNAUTHORIZED,
} from '@parley/domain';
import { onRequest } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { emulatorIdToken } from '../testing/id-token';
import { rawRequest } from '../testing/raw-request';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import { defineRoute } from './route-definition';
import { createApiHandler } from './router';
import { API_ROUTE_DEFINITIONS } from './routes';

const bearer = (uid: string, options?: Parameters<typeof emulatorIdToken>[1]) =>
  `Bearer ${emulatorIdToken(uid, options)}`;

describe('createApiHandler', () => {
  let auth: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  let served: ServedFunction;
  const handle = vi.fn((request: { input: unknown; uid: string }) =>
    Promise.resolve({ input: request.input, uid: request.uid }),
  );
  beforeAll(async () => {
    auth = await startFakeAuthEmulator({ disabled: ['banned-user'] });
    served = await serveFunction(
      onRequest(
        createApiHandler([
          defineRoute(
            API_ROUTES.clearCachedAgent,
            z.object({ agentId: z.string(), note: z.string() }),
            handle,
          ),
          defineRoute(API_ROUTES.cloneVoice, z.object({}), handle),
        ]),
      ),
    );
  });
  afterAll(async () => {
    await served.close();
    await auth.close();
  });

  const clearCache = (
    agentId: string,
    { authorization = bearer('u1'), type = 'application/json', body = JSON.stringify({ note: 'hi' }) } = {},
  ) =>
    rawRequest(`${served.url}/agent/${agentId}/clear-cached-agent`, {
      method: 'DELETE',
      headers: { authorization, 'content-type': type },
      body,
    });

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
    const answer = await clearCache('a%20b', { body: JSON.stringify({ note: 'hi', agentId: 'ignored' }) });
    expect(answer.body).toEqual({ input: { agentId: 'a b', note: 'hi' }, uid: 'u1' });
  });

  it.each([
    ['__proto__', DOCUMENT_ID_ERRORS.reserved],
    ['a%2Fb', DOCUMENT_ID_ERRORS.slash],
    ['..', DOCUMENT_ID_ERRORS.dots],
    ['x'.repeat(1501), DOCUMENT_ID_ERRORS.tooLong],
    ['%E0%A4%A', 'Must be a valid percent-encoded path segment (UTF-8)'],
    ['%ED%A0%80', 'Must be a valid percent-encoded path segment (UTF-8)'],
  ])('answers a path parameter %j that is no document id with a 400 naming it', async (agentId, message) => {
    handle.mockClear();
    const answer = await clearCache(agentId);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        status: 'INVALID_ARGUMENT',
        details: { reason: 'invalid-input', issues: [{ path: 'agentId', message }] },
      },
      message: `The request is not valid: agentId: ${message}`,
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', ''],
    ['a forged token', 'Bearer not-a-token'],
    ['a token of another project', bearer('u1', { projectId: 'someone-else' })],
    ['an expired token', bearer('u1', { expiresInSeconds: -60 })],
    ['a disabled account', bearer('banned-user')],
  ])('refuses %s with 401 Unauthorized', async (_case, authorization) => {
    handle.mockClear();
    const answer = await clearCache('agent-1', { authorization });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: MSG_UNAUTHORIZED, error: { status: 'UNAUTHENTICATED' } });
    // The one error body, as the domain's contract describes it.
    expect(apiErrorResponseSchema.strict().safeParse(answer.body).success).toBe(true);
    expect(handle).not.toHaveBeenCalled();
  });

  it.each([
    ['text/plain', 'note=hi'],
    ['application/x-www-form-urlencoded', 'note=hi'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers a %s body on a JSON route with 415', async (type, body) => {
    const answer = await clearCache('agent-1', { type, body });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      error: { details: { reason: API_ERROR_REASONS.unsupportedMediaType } },
      message: 'Send the body as application/json.',
    });
  });

  it('answers a JSON array body with 400', async () => {
    handle.mockClear();
    const answer = await clearCache('agent-1', { body: '[{"note":"hi"}]' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { details: { reason: 'invalid-input' } },
      message: 'The request is not valid: the body must be a JSON object.',
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('takes multipart on a multipart route and refuses JSON there with 415', async () => {
    const post = (type: string, body: string) =>
      rawRequest(`${served.url}${API_ROUTES.cloneVoice.path}`, {
        method: 'POST',
        headers: { authorization: bearer('u1'), 'content-type': type },
        body,
      });
    expect((await post('multipart/form-data; boundary=x', '--x--')).status).toBe(200);
    const json = await post('application/json', '{}');
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ message: 'Send the body as multipart/form-data.' });
  });

  it('takes a request without a body whatever its content type says', async () => {
    const answer = await rawRequest(`${served.url}/agent/agent-1/clear-cached-agent`, {
      method: 'DELETE',
      headers: { authorization: bearer('u1'), 'content-type': 'text/plain' },
    });
    // The route's schema then names the missing field: the body was not refused for its type.
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: { issues: [{ path: 'note' }] } } });
  });
});
