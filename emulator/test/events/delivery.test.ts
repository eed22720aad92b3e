import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startEventDelivery, type EventDelivery, type EventDeliveryOptions } from '../../src/events/index.ts';
import type { DocumentChangeEvent } from '../../src/firestore/api.ts';

/**
 * The queue against a fake Functions emulator (the real one is in functions-emulator.test.ts): the
 * routes discovery uses, a recorder for deliveries, and switches for outages and reloads.
 */
class FakeFunctions {
  generation = 0;
  loaded = true;
  disabledBelow = 0;
  readonly received: {
    key: string;
    document: string | undefined;
    time: string | undefined;
    status: number;
  }[] = [];
  private server: Server | undefined;

  async listen(port = 0): Promise<number> {
    const server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => res.writeHead(status).end(body));
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: string }> {
    for await (const _ of req) {
      // drain
    }
    if (req.url === '/backends') {
      const functionTriggers = this.loaded
        ? [
            {
              id: 'us-central1-onItem',
              platform: 'gcfv2',
              labels: {
                EVENTARC_CLOUD_EVENT_SOURCE: 'run-emulated.googleapis.com/projects/demo-q/locations/x',
              },
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.written',
                eventFilters: { database: '(default)', namespace: '(default)' },
                eventFilterPathPatterns: { document: 'items/{id}' },
              },
            },
          ]
        : [];
      return { status: 200, body: JSON.stringify({ backends: [{ functionTriggers }] }) };
    }
    const key = /\/triggers\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
    const current = `us-central1-onItem-${this.generation}`;
    const known = Array.from({ length: this.generation + 1 }, (_, g) => `us-central1-onItem-${g}`);
    if (!known.includes(key) || !this.loaded) {
      return {
        status: 404,
        body: `Function ${key} does not exist, valid functions are: ${known.join(', ')}`,
      };
    }
    const status = key === current && this.generation >= this.disabledBelow ? 200 : 204;
    this.received.push({
      key,
      document: req.headers['ce-document'] as string | undefined,
      time: req.headers['ce-time'] as string | undefined,
      status,
    });
    return { status, body: '' };
  }
}

function fakeEngine() {
  let listener: ((database: string, changes: DocumentChangeEvent[]) => void) | undefined;
  return {
    onCommit(l: typeof listener) {
      listener = l;
      return () => {
        listener = undefined;
      };
    },
    commit(path: string, n: number) {
      const name = `projects/demo-q/databases/(default)/documents/${path}`;
      const after = {
        name,
        fields: { n: { integerValue: String(n) } },
        createTime: '2024-01-01T00:00:00Z',
        updateTime: '2024-01-01T00:00:00Z',
      };
      listener?.('projects/demo-q/databases/(default)', [
        // The commit time carries n, so the receiving side can check the order.
        { name, before: null, after, updateMask: [], commitTime: `2024-01-01T00:00:0${n}Z` },
      ]);
    },
  };
}

let delivery: EventDelivery | undefined;
let fake: FakeFunctions | undefined;
afterEach(async () => {
  delivery?.stop();
  await fake?.close();
});

async function freePort(): Promise<number> {
  const probe = new FakeFunctions();
  const port = await probe.listen();
  await probe.close();
  return port;
}

/**
 * Starts delivery towards a free port where no Functions emulator listens yet (a test may start one
 * there later), recording the log lines.
 */
async function deliverWhileFunctionsDown(options: Pick<EventDeliveryOptions, 'pollMs' | 'retryWindowMs'>) {
  const port = await freePort();
  const engine = fakeEngine();
  const lines: string[] = [];
  const started = startEventDelivery({
    engine,
    functionsHost: `127.0.0.1:${port}`,
    projectId: 'demo-q',
    log: (line) => lines.push(line),
    ...options,
  });
  delivery = started; // stopped by afterEach
  return { port, engine, lines, delivery: started };
}

describe('delivery queue', () => {
  it('holds events while the Functions emulator is down or loading, then delivers all in order', async () => {
    const { port, engine, lines, delivery } = await deliverWhileFunctionsDown({ pollMs: 50 });
    for (let i = 0; i < 5; i++) engine.commit('items/a', i);
    engine.commit('items/b', 0);
    engine.commit('other/c', 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    fake = new FakeFunctions();
    fake.loaded = false;
    await fake.listen(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.received).toEqual([]);
    fake.loaded = true;
    await delivery.flush();
    const forA = fake.received.filter((r) => r.document === 'items/a');
    expect(forA.map((r) => r.time)).toEqual([0, 1, 2, 3, 4].map((n) => `2024-01-01T00:00:0${n}Z`));
    expect(fake.received.filter((r) => r.document === 'items/b')).toHaveLength(1);
    expect(fake.received.some((r) => r.document === 'other/c')).toBe(false);
    expect(lines.some((line) => line.includes('not ready'))).toBe(true);
  });

  it('follows a trigger reload to the new generation and drops events for disabled triggers', async () => {
    fake = new FakeFunctions();
    const port = await fake.listen();
    const engine = fakeEngine();
    delivery = startEventDelivery({
      engine,
      functionsHost: `127.0.0.1:${port}`,
      projectId: 'demo-q',
      log: () => undefined,
      pollMs: 60_000,
    });
    engine.commit('items/a', 1);
    await delivery.flush();
    expect(fake.received.map((r) => r.key)).toEqual(['us-central1-onItem-0']);

    fake.generation = 1; // re-enabled: the cached key -0 now answers 204
    engine.commit('items/a', 2);
    await delivery.flush();
    expect(fake.received.slice(1).map((r) => `${r.key}:${r.status}`)).toEqual([
      'us-central1-onItem-0:204',
      'us-central1-onItem-1:200',
    ]);

    fake.disabledBelow = 2; // disabled: the newest key answers 204 too, the event is dropped
    const before = fake.received.length;
    engine.commit('items/a', 3);
    await delivery.flush();
    expect(fake.received.slice(before).map((r) => r.status)).toEqual([204, 204]);
  });

  it('gives up after the retry window, logging it', async () => {
    const { engine, lines, delivery } = await deliverWhileFunctionsDown({ retryWindowMs: 300 });
    engine.commit('items/a', 1);
    await delivery.flush();
    expect(lines.some((line) => line.includes('gave up on create of'))).toBe(true);
  });
});
