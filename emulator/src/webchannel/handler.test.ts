import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebChannelHandler, type WebChannelHandler, type WebChannelOptions } from './handler.ts';
import { ChannelClient } from './testing/channel-client.ts';
import { parseCompleteChunks } from './testing/chunks.ts';
import { createStubEngine } from './testing/stub-engine.ts';

let server: Server;
let handler: WebChannelHandler;
let stub: ReturnType<typeof createStubEngine>;
let baseUrl: string;

async function start(options: WebChannelOptions = {}): Promise<void> {
  stub = createStubEngine();
  handler = createWebChannelHandler(stub.engine, options);
  server = createServer((req, res) => {
    handler(req, res, new URL(req.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => start());

afterEach(async () => {
  handler.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A mock-user token as @firebase/util's createMockUserToken builds it: unsigned and long expired. */
function mockToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode({ sub: uid, user_id: uid, iat: 0, exp: 3600 })}.`;
}

describe('WebChannel handshake', () => {
  it('answers with one chunk holding the "c" array, and the session id header', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    const { response, arrays } = await client.handshake();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-http-session-id')).toBe(client.sid);
    expect(arrays).toEqual([[0, ['c', client.sid, '', 8, expect.any(Number), 30_000]]]);
    expect(stub.opened.map((open) => open.kind)).toEqual(['Listen']);
  });

  it('binds the caller from the Authorization line of the headers parameter', async () => {
    const client = new ChannelClient(baseUrl, 'Write');
    await client.handshake([], `Authorization:Bearer ${mockToken('alice')}\r\nContent-Type:text/plain\r\n`);
    expect(stub.opened[0]?.kind).toBe('Write');
    expect(stub.opened[0]?.ctx.caller).toMatchObject({ kind: 'user', uid: 'alice' });
  });

  it('treats a handshake without headers as anonymous, and "Bearer owner" as the owner', async () => {
    await new ChannelClient(baseUrl, 'Listen').handshake();
    await new ChannelClient(baseUrl, 'Listen').handshake([], 'Authorization:Bearer owner\r\n');
    expect(stub.opened.map((open) => open.ctx.caller.kind)).toEqual(['anonymous', 'owner']);
  });

  it('processes piggy-backed messages and delivers their responses on the backchannel', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake([{ n: 1 }, { n: 2 }]);
    expect(stub.received).toEqual([{ n: 1 }, { n: 2 }]);
    const poll = await client.longPoll(0);
    expect(parseCompleteChunks(poll.text)).toEqual([
      [
        [1, [{ echo: { n: 1 } }]],
        [2, [{ echo: { n: 2 } }]],
      ],
    ]);
  });

  it("gives messages without a database the handshake URL's database (Write sends it only once)", async () => {
    const client = new ChannelClient(baseUrl, 'Write', 'projects/p/databases/(default)');
    await client.handshake([{ database: 'projects/p/databases/(default)' }]);
    await client.send([{ writes: [] }]);
    expect(stub.databases).toEqual(['projects/p/databases/(default)', 'projects/p/databases/(default)']);
    expect(stub.received).toEqual([{}, { writes: [] }]);
  });

  it('rejects a malformed message with 400 and opens no session', async () => {
    const response = await fetch(new ChannelClient(baseUrl, 'Listen').url({ RID: '1' }), {
      method: 'POST',
      body: 'count=1&ofs=0&req0___data__=%7Bbroken',
    });
    expect(response.status).toBe(400);
    expect(handler.sessionCount).toBe(0);
  });
});

describe('WebChannel forward channel', () => {
  it('replies at once with [1, lastArrayId, outstandingBytes]', async () => {
    const client = new ChannelClient(baseUrl, 'Write');
    await client.handshake();
    const reply = await client.send([{ n: 1 }]);
    expect(reply.status).toBe(200);
    const [payload] = parseCompleteChunks(reply.text) as [number[]];
    expect(payload[0]).toBe(1);
    expect(payload[1]).toBe(1);
    expect(payload[2]).toBeGreaterThan(0);
  });

  it('drops maps a retried POST sends again', async () => {
    const client = new ChannelClient(baseUrl, 'Write');
    await client.handshake([{ n: 0 }]);
    await client.send([{ n: 1 }, { n: 2 }]);
    await client.send([{ n: 1 }, { n: 2 }], 0, true);
    await client.send([{ n: 3 }]);
    expect(stub.received).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('forgets acknowledged arrays: outstanding bytes drop to 0 once AID covers them', async () => {
    const client = new ChannelClient(baseUrl, 'Write');
    await client.handshake([{ n: 0 }]);
    const reply = await client.send([], 1);
    expect(parseCompleteChunks(reply.text)).toEqual([[1, 1, 0]]);
  });
});

describe('WebChannel backchannel', () => {
  it('streaming: writes a noop at once when nothing is pending, then data as it is queued', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const backchannel = client.stream(0);
    expect(await backchannel.waitFor(1)).toEqual([[1, ['noop']]]);
    await client.send([{ n: 1 }], 1);
    expect((await backchannel.waitFor(2))[1]).toEqual([2, [{ echo: { n: 1 } }]]);
    backchannel.abort();
  });

  it('streaming: sends periodic noops as keep-alives', async () => {
    handler.close();
    await new Promise((resolve) => server.close(resolve));
    await start({ noopIntervalMs: 50 });
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const backchannel = client.stream(0);
    const arrays = await backchannel.waitFor(3);
    expect(arrays.slice(0, 3).map(([, payload]) => payload)).toEqual([['noop'], ['noop'], ['noop']]);
    backchannel.abort();
  });

  it('streaming: completes the response once too much is unacknowledged, so the client reports its AID', async () => {
    handler.close();
    await new Promise((resolve) => server.close(resolve));
    await start({ recycleStreamingAfterBytes: 100 });
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const first = client.stream(0);
    await first.waitFor(1);
    await client.send([{ text: 'x'.repeat(200) }], 1);
    await first.done;
    expect(first.arrays.map(([id]) => id)).toEqual([1, 2]);
    const reply = await client.send([], 2);
    expect(parseCompleteChunks(reply.text)).toEqual([[1, 2, 0]]);
  });

  it('resends every array newer than AID on a new backchannel, and ends the older one', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const first = client.stream(0);
    await first.waitFor(3);
    const second = client.stream(1);
    expect(await second.waitFor(2)).toEqual([
      [2, [{ echo: { n: 2 } }]],
      [3, [{ echo: { n: 3 } }]],
    ]);
    await first.done;
    expect(first.ended).toBe(true);
    second.abort();
  });

  it('keeps array ids strictly increasing across backchannels', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake([{ n: 1 }]);
    const ids: number[] = [];
    let aid = 0;
    for (let round = 0; round < 3; round++) {
      const poll = parseCompleteChunks((await client.longPoll(aid)).text) as [number, unknown][][];
      for (const [id] of poll.flat()) ids.push(id);
      aid = ids.at(-1) ?? aid;
      await client.send([{ round }], aid);
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('long-poll: completes at once with pending arrays', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake([{ n: 1 }]);
    const poll = await client.longPoll(0);
    expect(poll.status).toBe(200);
    expect(parseCompleteChunks(poll.text)).toEqual([[[1, [{ echo: { n: 1 } }]]]]);
  });

  it('long-poll: holds until data arrives when nothing is pending', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const poll = client.longPoll(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.send([{ n: 9 }]);
    expect(parseCompleteChunks((await poll).text)).toEqual([[[1, [{ echo: { n: 9 } }]]]]);
  });

  it('long-poll: never completes empty; a hold that times out answers with a noop', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const started = Date.now();
    const poll = await client.longPoll(0, { TO: '100' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(parseCompleteChunks(poll.text)).toEqual([[[1, ['noop']]]]);
  });

  it('delivers an engine failure as an error array and then ends the backchannel', async () => {
    const client = new ChannelClient(baseUrl, 'Write');
    await client.handshake();
    const backchannel = client.stream(0);
    await backchannel.waitFor(1);
    await client.send([{ fail: 'Missing or insufficient permissions.' }, { n: 2 }], 1);
    await backchannel.done;
    expect(backchannel.arrays.at(-1)).toEqual([
      2,
      [
        {
          error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
        },
      ],
    ]);
    expect(stub.received).toEqual([{ fail: 'Missing or insufficient permissions.' }]);
    await vi.waitFor(() => {
      expect(stub.ended).toBe(1);
    });
  });

  it('turns an exception thrown by the engine into an INTERNAL error array', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake([{ throw: true }]);
    const poll = parseCompleteChunks((await client.longPoll(0)).text) as [
      number,
      [{ error: { status: string } }],
    ][][];
    expect(poll[0]?.[0]?.[1][0].error.status).toBe('INTERNAL');
  });
});

describe('WebChannel session lifetime', () => {
  it('answers 400 "Unknown SID" to forward and backchannel requests of unknown sessions', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    client.sid = 'no-such-session';
    const forward = await client.send([{ n: 1 }]);
    expect(forward.status).toBe(400);
    expect(forward.text).toContain('Unknown SID');
    const poll = await client.longPoll(0);
    expect(poll.status).toBe(400);
    expect(poll.text).toContain('Unknown SID');
  });

  it('does not find a Listen session through the Write channel', async () => {
    const listen = new ChannelClient(baseUrl, 'Listen');
    await listen.handshake();
    const write = new ChannelClient(baseUrl, 'Write');
    write.sid = listen.sid;
    expect((await write.send([{}])).text).toContain('Unknown SID');
  });

  it('terminate ends the engine stream and forgets the session', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    expect(await client.terminate()).toBe(200);
    expect(stub.ended).toBe(1);
    expect((await client.send([{}])).text).toContain('Unknown SID');
  });

  it('collects sessions left idle without a backchannel', async () => {
    handler.close();
    await new Promise((resolve) => server.close(resolve));
    await start({ sessionIdleMs: 100 });
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    expect(handler.sessionCount).toBe(1);
    await vi.waitFor(
      () => {
        expect(handler.sessionCount).toBe(0);
      },
      { timeout: 3_000 },
    );
    expect(stub.ended).toBe(1);
  });

  it('close() ends open streaming backchannels so the server can stop', async () => {
    const client = new ChannelClient(baseUrl, 'Listen');
    await client.handshake();
    const backchannel = client.stream(0);
    await backchannel.waitFor(1);
    handler.close();
    await backchannel.done;
    expect(backchannel.ended).toBe(true);
  });
});
