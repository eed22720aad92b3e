import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVapi, type FakeVapi } from './vapi';

describe('fake Vapi', () => {
  let vapi: FakeVapi;
  beforeAll(async () => {
    vapi = await startFakeVapi({ apiKey: 'k' });
  });
  afterAll(async () => {
    await vapi.close();
  });

  const send = (method: string, path: string, body?: unknown, key = 'k') =>
    fetch(`${vapi.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('refuses a wrong key with Vapi’s 401 body', async () => {
    const response = await send('GET', '/assistant', undefined, 'wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
  });

  it('answers unknown paths and ids with 404', async () => {
    expect((await send('GET', '/squad')).status).toBe(404);
    expect((await send('GET', '/assistant/nope')).status).toBe(404);
    expect((await send('GET', '/call/a/b')).status).toBe(404);
  });

  it('stamps what it creates and lists it', async () => {
    const created = (await (await send('POST', '/assistant', { name: 'A' })).json()) as Record<
      string,
      unknown
    >;
    expect(created).toMatchObject({ name: 'A', orgId: 'fake-vapi-org' });
    expect(typeof created.id).toBe('string');
    const listed = (await (await send('GET', '/assistant')).json()) as unknown[];
    expect(listed).toContainEqual(created);
  });

  it('refuses a number registered twice', async () => {
    const number = { provider: 'twilio', number: '+15005550100', twilioAccountSid: 'AC1' };
    expect((await send('POST', '/phone-number', number)).status).toBe(201);
    const again = await send('POST', '/phone-number', number);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'Number +15005550100 is already in use in your organization.',
    });
  });

  it('places a web call when no number is given, without simulating a plain assistant', async () => {
    const assistant = (await (await send('POST', '/assistant', { name: 'Plain' })).json()) as { id: string };
    const response = await send('POST', '/call', { assistantId: assistant.id });
    expect(response.status).toBe(201);
    const call = (await response.json()) as { id: string };
    expect(vapi.calls.get(call.id)).toMatchObject({ type: 'webCall', status: 'queued' });
    expect(await vapi.settled()).toEqual([]);
  });
});
