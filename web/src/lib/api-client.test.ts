import { HelperError, MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiContractError, createApiClient } from './api-client';

function clientAnswering(status: number, body?: unknown, token: string | null = 'id-token') {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
      }),
    ),
  );
  const api = createApiClient({
    baseUrl: 'http://api.test/base',
    getIdToken: () => Promise.resolve(token),
    fetch,
  });
  return { api, fetch };
}

const okSchema = z.object({ ok: z.literal(true) });

describe('apiFetch', () => {
  it("sends JSON with the signed-in user's bearer token and parses the answer", async () => {
    const { api, fetch } = clientAnswering(200, { ok: true });

    await expect(api('/user/new', { method: 'POST', body: { a: 1 }, schema: okSchema })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/base/user/new');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Content-Type': 'application/json',
    });
  });

  it('sends a FormData as multipart, leaving the boundary header to fetch', async () => {
    const { api, fetch } = clientAnswering(200, { ok: true });
    const form = new FormData();
    form.append('name', 'Ann');
    form.append('audio_file', new File(['RIFF'], 'recording.wav', { type: 'audio/wav' }));

    await api('/public/voices/clone', { body: form, schema: okSchema });

    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token' });
  });

  it('adds the extra headers it is given, but never lets them replace the bearer token', async () => {
    const { api, fetch } = clientAnswering(200, { ok: true });
    await api('/integrations/send-request', {
      body: {},
      headers: { 'X-Parley-Customer-Token': 'pct1.grant', Authorization: 'Bearer forged' },
      schema: okSchema,
    });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      'X-Parley-Customer-Token': 'pct1.grant',
      Authorization: 'Bearer id-token',
    });
  });

  it('defaults to GET without a body', async () => {
    const { api, fetch } = clientAnswering(200, { ok: true });
    await api('/public/campaigns/c1', { schema: okSchema });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('resolves to nothing on 204', async () => {
    const { api } = clientAnswering(204);
    await expect(api('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('refuses to call an authenticated route while signed out', async () => {
    const { api, fetch } = clientAnswering(200, {}, null);
    await expect(api('/user/new', { method: 'POST', body: {} })).rejects.toThrow(MSG_USER_NOT_AUTHENTICATED);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['detail', { detail: 'Agent not found' }, 'Agent not found'],
    ['message', { message: 'Failed to send request' }, 'Failed to send request'],
    [
      'a validation list',
      { detail: [{ msg: 'field required', loc: ['body', 'agentId'] }] },
      'field required (body.agentId)',
    ],
    ['our error object', { error: { status: 'NOT_FOUND', message: 'User not found.' } }, 'User not found.'],
    ['an error string', { error: 'Failed to fetch templates' }, 'Failed to fetch templates'],
    ['nothing useful', 'Bad Gateway', 'HTTP 502'],
  ])(
    'turns a failure with %s into a HelperError with the status and raw details',
    async (_case, body, message) => {
      const { api } = clientAnswering(typeof body === 'string' ? 502 : 404, body);

      const error = await api('/x', { schema: okSchema }).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(HelperError);
      expect((error as HelperError).message).toBe(message);
      expect((error as HelperError).status).toBe(typeof body === 'string' ? 502 : 404);
      expect((error as HelperError).details).toEqual(body);
    },
  );

  it('fails loudly when the answer breaks the contract', async () => {
    const { api } = clientAnswering(200, { ok: 'yes' });
    await expect(api('/x', { schema: okSchema })).rejects.toBeInstanceOf(ApiContractError);
  });
});
