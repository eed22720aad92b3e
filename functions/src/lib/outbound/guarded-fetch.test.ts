import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guardedFetch, withoutHopByHop, type GuardOptions } from './guarded-fetch';
import { OutboundFailure, OutboundRefusal } from './outbound-errors';
import { PRODUCTION_POLICY, resolverWith, type Resolver } from './outbound-policy';

interface TestServer {
  port: number;
  connections: number;
  requests: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}

/** A server on 127.0.0.1 that counts every TCP connection it accepts and records every request. */
async function startServer(handler: RequestListener = (_req, res) => res.end('ok')): Promise<TestServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.requests.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  const state: TestServer = {
    port: 0,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

// Names never reach real DNS: the fake resolver answers these and refuses anything else.
const offline: Resolver = (hostname) => Promise.reject(new Error(`no DNS in tests: ${hostname}`));
const FAKE_DNS: Record<string, string> = {
  'api.example.com': '127.0.0.1',
  'redirector.example.com': '127.0.0.1',
  'rebind.example.com': '127.0.0.1',
  '127.0.0.1.nip.io': '127.0.0.1',
  'internal.example.com': '10.1.2.3',
  'metadata-alias.example.com': '169.254.169.254',
  'v6loop.example.com': '::1',
  'mapped.example.com': '::ffff:127.0.0.1',
  'cgnat.example.com': '100.100.1.1',
};
const mixed: Resolver = (hostname) =>
  hostname === 'mixed.example.com'
    ? Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ])
    : resolverWith(FAKE_DNS, offline)(hostname);

let victim: TestServer;
let trusted: TestServer;
let redirector: TestServer;
let redirectTo = '';

beforeAll(async () => {
  victim = await startServer();
  trusted = await startServer((req, res) => {
    res.setHeader('x-echo-method', req.method ?? '');
    res.setHeader('connection', 'keep-alive, x-private');
    res.setHeader('x-private', 'hop');
    res.setHeader('keep-alive', 'timeout=5');
    res.end(JSON.stringify({ hello: 'world' }));
  });
  redirector = await startServer((_req, res) => {
    res.statusCode = 302;
    res.setHeader('location', redirectTo);
    res.end();
  });
});
afterAll(async () => {
  await Promise.all([victim.close(), trusted.close(), redirector.close()]);
});
beforeEach(() => {
  victim.connections = 0;
  victim.requests.length = 0;
});

/**
 * The test policy: the servers' ports are allowed (so the address rules are what refuses), and only
 * the names of the trusted test servers may reach loopback — never an IP literal, never other names.
 */
function options(overrides: GuardOptions = {}): GuardOptions {
  return {
    policy: {
      extraPorts: [victim.port, trusted.port, redirector.port],
      loopbackHosts: ['api.example.com', 'redirector.example.com'],
    },
    resolve: mixed,
    ...overrides,
  };
}

async function refusalOf(url: string, guard: GuardOptions = options()): Promise<unknown> {
  return guardedFetch({ url, method: 'GET' }, guard).then(
    () => 'connected',
    (error: unknown) => error,
  );
}

describe('guardedFetch refuses hostile URLs without connecting', () => {
  const P = () => victim.port;
  const hostile: [string, () => string][] = [
    ['loopback literal', () => `http://127.0.0.1:${P()}/`],
    ['short form 127.1', () => `http://127.1:${P()}/`],
    ['decimal 2130706433', () => `http://2130706433:${P()}/`],
    ['hex 0x7f000001', () => `http://0x7f000001:${P()}/`],
    ['hex octets 0x7f.0.0.1', () => `http://0x7f.0.0.1:${P()}/`],
    ['octal 017700000001', () => `http://017700000001:${P()}/`],
    ['octal octets 0177.0.0.1', () => `http://0177.0.0.1:${P()}/`],
    ['mixed 0x7f.1', () => `http://0x7f.1:${P()}/`],
    ['trailing dot 127.0.0.1.', () => `http://127.0.0.1.:${P()}/`],
    ['IPv6 loopback [::1]', () => `http://[::1]:${P()}/`],
    ['IPv4-mapped [::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${P()}/`],
    ['IPv4-mapped hex [::ffff:7f00:1]', () => `http://[::ffff:7f00:1]:${P()}/`],
    ['IPv4-compatible [::127.0.0.1]', () => `http://[::127.0.0.1]:${P()}/`],
    ['long mapped [0:0:0:0:0:ffff:127.0.0.1]', () => `http://[0:0:0:0:0:ffff:127.0.0.1]:${P()}/`],
    ['NAT64 of loopback', () => `http://[64:ff9b::7f00:1]:${P()}/`],
    ['6to4 of loopback', () => `http://[2002:7f00:1::]:${P()}/`],
    ['localhost', () => `http://localhost:${P()}/`],
    ['LOCALHOST. (case, trailing dot)', () => `http://LOCALHOST.:${P()}/`],
    ['*.localhost', () => `http://api.localhost:${P()}/`],
    ['a name resolving to 127.0.0.1', () => `http://rebind.example.com:${P()}/`],
    ['wildcard DNS 127.0.0.1.nip.io', () => `http://127.0.0.1.nip.io:${P()}/`],
    ['a name resolving to ::1', () => `http://v6loop.example.com:${P()}/`],
    ['a name resolving to ::ffff:127.0.0.1', () => `http://mapped.example.com:${P()}/`],
    ['unspecified 0.0.0.0', () => `http://0.0.0.0:${P()}/`],
    ['unspecified 0', () => `http://0:${P()}/`],
    ['unspecified [::]', () => `http://[::]:${P()}/`],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 172.16/12', () => 'http://172.16.5.4/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['mapped private [::ffff:10.0.0.1]', () => 'http://[::ffff:10.0.0.1]/'],
    ['unique-local [fd00::1]', () => 'http://[fd00::1]/'],
    ['IPv6 link-local [fe80::1]', () => 'http://[fe80::1]/'],
    ['link-local 169.254.1.1', () => 'http://169.254.1.1/'],
    ['metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['metadata in hex 0xa9fea9fe', () => 'http://0xa9fea9fe/'],
    ['metadata mapped [::ffff:169.254.169.254]', () => 'http://[::ffff:169.254.169.254]/'],
    ['metadata.google.internal', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['bare metadata', () => 'http://metadata/computeMetadata/v1/'],
    ['AWS IPv6 metadata [fd00:ec2::254]', () => 'http://[fd00:ec2::254]/'],
    ['a name resolving to the metadata address', () => 'http://metadata-alias.example.com/'],
    ['CGNAT 100.64.0.1', () => 'http://100.64.0.1/'],
    ['a name resolving into CGNAT', () => 'http://cgnat.example.com/'],
    ['multicast 224.0.0.1', () => 'http://224.0.0.1/'],
    ['IPv6 multicast [ff02::1]', () => 'http://[ff02::1]/'],
    ['broadcast', () => 'http://255.255.255.255/'],
    ['reserved 240/4', () => 'http://240.0.0.1/'],
    ['a name resolving to a private address', () => 'http://internal.example.com/'],
    ['a name with one public and one private address', () => 'http://mixed.example.com/'],
    ['file:', () => 'file:///etc/passwd'],
    ['ftp:', () => 'ftp://example.com/'],
    ['gopher: to loopback', () => `gopher://127.0.0.1:${P()}/_`],
    ['data:', () => 'data:text/plain,hello'],
    ['javascript:', () => 'javascript:alert(1)'],
    ['a port other than 80/443', () => 'http://93.184.216.34:22/'],
    ['credentials in the URL', () => `http://user:secret@api.example.com:${trusted.port}/`],
    ['not a URL', () => 'http//broken'],
  ];

  it.each(hostile)('%s', async (_label, url) => {
    const error = await refusalOf(url());

    expect(error).toBeInstanceOf(OutboundRefusal);
    expect((error as OutboundRefusal).message).toMatch(/not allowed|only|not a valid|credentials/i);
    expect(victim.connections).toBe(0);
  });

  it('lists at least 40 hostile URLs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  const hostileRedirects: [string, () => string][] = [
    ['a loopback literal', () => `http://127.0.0.1:${P()}/`],
    ['decimal loopback', () => `http://2130706433:${P()}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${P()}/`],
    ['a name resolving to 127.0.0.1', () => `http://rebind.example.com:${P()}/`],
    ['localhost', () => `http://localhost:${P()}/`],
    ['the metadata server', () => 'http://169.254.169.254/latest/meta-data/'],
    ['metadata.google.internal', () => 'http://metadata.google.internal/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['file:', () => 'file:///etc/passwd'],
    ['a relative path on a forbidden port', () => '//api.example.com:22/'],
  ];

  it.each(hostileRedirects)('refuses a redirect to %s', async (_label, location) => {
    redirectTo = location();

    const error = await refusalOf(`http://redirector.example.com:${redirector.port}/start`);

    expect(error).toBeInstanceOf(OutboundRefusal);
    expect(victim.connections).toBe(0);
  });

  it('never lets an IP literal reach loopback, even when the policy lets a name do so', async () => {
    const error = await refusalOf(`http://127.0.0.1:${trusted.port}/`);

    expect((error as OutboundRefusal).reason).toBe('loopback');
  });

  it.each([
    ['decimal', 'http://134744072/'],
    ['hex', 'http://0x08080808/'],
    ['octal octets', 'http://010.010.010.010/'],
    ['short form', 'http://8.526344/'],
    ['percent-encoded', 'http://%38.8.8.8/'],
    ['decimal loopback', 'http://2130706433/'],
  ])('refuses an IP address spelt other than dotted (%s), public or not', async (_label, url) => {
    const error = await refusalOf(url);

    expect((error as OutboundRefusal).reason).toBe('ip-spelling');
    expect((error as OutboundRefusal).message).toMatch(/only/i);
  });

  it('refuses loopback under the production policy, even for a name the resolver maps to it', async () => {
    const error = await refusalOf(`http://api.example.com/`, { policy: PRODUCTION_POLICY, resolve: mixed });

    expect((error as OutboundRefusal).reason).toBe('loopback');
  });
});

describe('guardedFetch lets allowed requests through', () => {
  it('reaches a public-looking name served by the fake resolver, dropping hop-by-hop headers both ways', async () => {
    const answer = await guardedFetch(
      {
        url: `http://api.example.com:${trusted.port}/items?q=1`,
        method: 'post',
        headers: {
          'content-type': 'application/json',
          connection: 'x-secret',
          'x-secret': 'no',
          te: 'trailers',
        },
        body: '{"a":1}',
      },
      options(),
    );

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ hello: 'world' });
    expect(answer.truncated).toBe(false);
    expect(answer.headers['x-echo-method']).toBe('POST');
    expect(answer.headers).not.toHaveProperty('connection');
    expect(answer.headers).not.toHaveProperty('keep-alive');
    expect(answer.headers).not.toHaveProperty('x-private');
    const received = trusted.requests.at(-1);
    expect(received?.url).toBe('/items?q=1');
    expect(received?.body).toBe('{"a":1}');
    expect(received?.headers.host).toBe(`api.example.com:${trusted.port}`);
    expect(received?.headers).not.toHaveProperty('x-secret');
    expect(received?.headers).not.toHaveProperty('te');
  });

  it('connects to the address it checked: a resolver that changes its answer is asked once', async () => {
    let lookups = 0;
    const rebinding: Resolver = () => {
      lookups += 1;
      return Promise.resolve([{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }]);
    };

    const answer = await guardedFetch(
      { url: `http://api.example.com:${trusted.port}/`, method: 'GET' },
      options({ resolve: rebinding }),
    );

    expect(answer.status).toBe(200);
    expect(lookups).toBe(1);
  });

  it('follows an allowed redirect, switching a POST to GET on 302 and dropping credentials across origins', async () => {
    redirectTo = `http://api.example.com:${trusted.port}/landed`;

    const answer = await guardedFetch(
      {
        url: `http://redirector.example.com:${redirector.port}/start`,
        method: 'POST',
        headers: { authorization: 'Bearer user-key', 'x-keep': 'yes' },
        body: 'payload',
      },
      options(),
    );

    expect(answer.status).toBe(200);
    expect(answer.redirects).toEqual([redirectTo]);
    expect(answer.url).toBe(redirectTo);
    const landed = trusted.requests.at(-1);
    expect(landed?.method).toBe('GET');
    expect(landed?.headers['x-keep']).toBe('yes');
    expect(landed?.headers).not.toHaveProperty('authorization');
  });

  it('stops after the redirect limit', async () => {
    redirectTo = `http://redirector.example.com:${redirector.port}/again`;

    const error = await guardedFetch(
      { url: `http://redirector.example.com:${redirector.port}/start`, method: 'GET' },
      options({ maxRedirects: 5 }),
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(OutboundFailure);
    expect((error as OutboundFailure).reason).toBe('too-many-redirects');
    expect(redirector.requests.filter(({ url }) => url === '/again')).toHaveLength(5);
  });

  it('cuts a body longer than the cap and says so', async () => {
    const big = await startServer((_req, res) => res.end('x'.repeat(10_000)));
    try {
      const answer = await guardedFetch(
        { url: `http://api.example.com:${big.port}/`, method: 'GET' },
        options({ policy: { extraPorts: [big.port], loopbackHosts: ['api.example.com'] }, maxBytes: 1000 }),
      );

      expect(answer.truncated).toBe(true);
      expect(answer.body.length).toBe(1000);
    } finally {
      await big.close();
    }
  });

  it('stops a request that outlives its time limit', async () => {
    const silent = await startServer(() => undefined);
    try {
      const error = await guardedFetch(
        { url: `http://api.example.com:${silent.port}/`, method: 'GET' },
        options({
          policy: { extraPorts: [silent.port], loopbackHosts: ['api.example.com'] },
          timeoutMs: 200,
        }),
      ).catch((caught: unknown) => caught);

      expect((error as OutboundFailure).reason).toBe('timeout');
    } finally {
      await silent.close();
    }
  });

  it('reports a name that does not resolve as a DNS failure', async () => {
    const error = await guardedFetch({ url: 'http://nowhere.example.com/', method: 'GET' }, options()).catch(
      (caught: unknown) => caught,
    );

    expect((error as OutboundFailure).reason).toBe('dns');
  });
});

describe('withoutHopByHop', () => {
  it('drops hop-by-hop headers, whatever their case, and those Connection names', () => {
    expect(
      withoutHopByHop({
        Connection: 'close, X-Trace',
        'X-Trace': '1',
        'Transfer-Encoding': 'chunked',
        Upgrade: 'websocket',
        'Proxy-Authorization': 'Basic x',
        Host: 'evil',
        Accept: 'application/json',
      }),
    ).toEqual({ Accept: 'application/json' });
  });
});
