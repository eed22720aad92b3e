import { describe, expect, it } from 'vitest';
import { fuzz, send, useFuzzEmulator, type FuzzRequest } from './fuzz-client.ts';
import { garbageBody, garbageParam, mutate, randomBytes, type Rng } from './garbage.ts';

const PROJECT = 'demo-fuzz-webchannel';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const COUNT = 200;

const fixture = useFuzzEmulator(PROJECT);

const LISTEN_SAMPLE = {
  database: DATABASE,
  addTarget: {
    query: {
      parent: `${DATABASE}/documents`,
      structuredQuery: {
        from: [{ collectionId: 'items' }],
        orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
        limit: 3,
      },
    },
    targetId: 2,
    resumeToken: 'AAAB',
  },
  labels: { 'goog-listen-tags': 'redacted' },
};
const WRITE_SAMPLE = {
  streamToken: 'AAAB',
  writes: [{ update: { name: `${DATABASE}/documents/items/a`, fields: { n: { integerValue: '1' } } } }],
};

function channelPath(kind: string, params: Record<string, string>): string {
  return `/google.firestore.v1.Firestore/${kind}/channel?${new URLSearchParams({ database: DATABASE, VER: '8', ...params }).toString()}`;
}

/** A form body with `count`, `ofs` and maps, where any part may be garbage. */
function garbageForm(rng: Rng, sample: unknown, withHeaders: boolean): string | Buffer {
  if (rng.chance(0.15)) return randomBytes(rng);
  const body = new URLSearchParams();
  const maps = rng.int(4);
  body.set('count', rng.chance(0.8) ? String(maps) : garbageParam(rng));
  body.set('ofs', rng.chance(0.8) ? String(rng.int(5)) : garbageParam(rng));
  if (withHeaders)
    body.set('headers', rng.chance(0.5) ? 'Authorization:Bearer owner\r\n' : garbageParam(rng));
  for (let k = 0; k < maps; k++) {
    const name = rng.chance(0.9) ? `req${k}___data__` : `req${garbageParam(rng)}___data__`;
    const message = rng.chance(0.3) ? garbageBody(rng, sample) : JSON.stringify(mutate(rng, sample));
    body.set(name, typeof message === 'string' ? message : message.toString('latin1'));
  }
  return body.toString();
}

/** Opens a real session (valid handshake) and returns its SID. */
async function openSession(kind: 'Listen' | 'Write'): Promise<string> {
  const body =
    kind === 'Write'
      ? `count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify({ database: DATABASE }))}`
      : 'count=0&ofs=0';
  const response = await send(fixture.address, {
    method: 'POST',
    path: channelPath(kind, { RID: '1', CVER: '22' }),
    body,
  });
  expect(response.status).toBe(200);
  const sid = /\["c","([^"]+)"/.exec(response.body)?.[1];
  if (!sid) throw new Error(`No SID in ${response.body}`);
  return sid;
}

describe.each(['Listen', 'Write'] as const)('WebChannel fuzz (%s channel)', (kind) => {
  const sample = kind === 'Listen' ? LISTEN_SAMPLE : WRITE_SAMPLE;

  it('handshake POSTs with malformed forms, maps and headers', async () => {
    const { sent, failures } = await fuzz(fixture.address, { seed: 21, count: COUNT }, (rng) => ({
      method: 'POST',
      path: channelPath(kind, {
        RID: String(rng.int(100_000)),
        CVER: '22',
        'X-HTTP-Session-Id': 'gsessionid',
      }),
      body: garbageForm(rng, sample, true),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }));
    expect(failures).toEqual([]);
    expect(sent).toBe(COUNT);
  });

  it('forward POSTs with malformed bodies and parameters, on live and unknown sessions', async () => {
    let sid = await openSession(kind);
    const { failures } = await fuzz(
      fixture.address,
      { seed: 22, count: COUNT },
      async (rng, index): Promise<FuzzRequest> => {
        // A failed stream stays failed; a fresh session now and then keeps the engine path exercised.
        if (index % 25 === 0) sid = await openSession(kind);
        const params: Record<string, string> = {
          SID: rng.chance(0.85) ? sid : garbageParam(rng),
          RID: rng.chance(0.8) ? String(index + 2) : garbageParam(rng),
          AID: rng.chance(0.8) ? String(rng.int(10)) : garbageParam(rng),
        };
        return { method: 'POST', path: channelPath(kind, params), body: garbageForm(rng, sample, false) };
      },
    );
    expect(failures).toEqual([]);
  });

  it('backchannel GETs with malformed parameters (judged by their status line)', async () => {
    const sid = await openSession(kind);
    const { failures } = await fuzz(fixture.address, { seed: 23, count: COUNT }, (rng) => {
      const params: Record<string, string> = {
        RID: 'rpc',
        SID: rng.chance(0.7) ? sid : garbageParam(rng),
        TYPE: 'xmlhttp',
      };
      for (const name of ['AID', 'CI', 'TO', 't', 'zx'])
        if (rng.chance(0.6)) params[name] = garbageParam(rng);
      return { method: 'GET', path: channelPath(kind, params), headersOnly: true };
    });
    expect(failures).toEqual([]);
  });

  it('terminates and unsupported requests with garbage', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 24, count: COUNT }, (rng) => {
      const params: Record<string, string> = { TYPE: rng.pick(['terminate', 'xmlhttp', garbageParam(rng)]) };
      if (rng.chance(0.7)) params.SID = garbageParam(rng);
      if (rng.chance(0.5)) params.RID = garbageParam(rng);
      return {
        method: rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
        path: channelPath(kind, params),
        body: rng.chance(0.5) ? randomBytes(rng) : '',
        headersOnly: true,
      };
    });
    expect(failures).toEqual([]);
  });
});
