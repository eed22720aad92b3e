import { describe, expect, it } from 'vitest';
import { latestIds, uniqueCollection, useBrowserFixture, waitForSnapshots } from './fixture.ts';

const fixture = useBrowserFixture('demo-browser-listen');

/** Every case runs over a streaming backchannel and over forced long-polling. */
describe.each([
  ['streaming', false],
  ['long-polling', true],
])('onSnapshot over WebChannel (%s)', (mode, longPolling) => {
  const client = `listen-${mode}`;
  const writer = `writer-${mode}`;
  let ready: Promise<void> | undefined;
  const setUp = () =>
    (ready ??= (async () => {
      await fixture.addClient(client, { longPolling });
      await fixture.addClient(writer, { longPolling });
    })());

  it('delivers the initial result of a query, from the server', async () => {
    await setUp();
    const col = uniqueCollection('initial');
    await fixture.harness.call('setDoc', writer, `${col}/a`, { n: 1 });
    await fixture.harness.call('setDoc', writer, `${col}/b`, { n: 2 });
    const listener = await fixture.harness.call('listenQuery', client, { collection: col });
    const snapshots = await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    const fromServer = snapshots.find((x) => !x.fromCache);
    expect(fromServer?.docs).toEqual([
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ]);
    await fixture.harness.call('unlisten', listener);
  });

  it('raises an empty server snapshot for an empty collection', async () => {
    await setUp();
    const listener = await fixture.harness.call('listenQuery', client, {
      collection: uniqueCollection('empty'),
    });
    const snapshots = await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    expect(snapshots.at(-1)?.docs).toEqual([]);
    await fixture.harness.call('unlisten', listener);
  });

  it('reports documents added, modified and removed by another client', async () => {
    await setUp();
    const col = uniqueCollection('changes');
    const listener = await fixture.harness.call('listenQuery', client, { collection: col });
    await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));

    await fixture.harness.call('setDoc', writer, `${col}/x`, { v: 1 });
    let snapshots = await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).includes('x'));
    expect(snapshots.at(-1)?.changes).toEqual([{ type: 'added', id: 'x' }]);

    await fixture.harness.call('updateDoc', writer, `${col}/x`, { v: 2 });
    snapshots = await waitForSnapshots(fixture.harness, listener, (s) => s.at(-1)?.docs[0]?.data.v === 2);
    expect(snapshots.at(-1)?.changes).toEqual([{ type: 'modified', id: 'x' }]);

    await fixture.harness.call('deleteDoc', writer, `${col}/x`);
    snapshots = await waitForSnapshots(
      fixture.harness,
      listener,
      (s) => s.length > 0 && latestIds(s).length === 0,
    );
    expect(snapshots.at(-1)?.changes).toEqual([{ type: 'removed', id: 'x' }]);
    await fixture.harness.call('unlisten', listener);
  });

  it('keeps a limit query at its limit as documents come and go', async () => {
    await setUp();
    const col = uniqueCollection('limit');
    for (const n of [1, 2, 3]) await fixture.harness.call('setDoc', writer, `${col}/d${n}`, { n });
    const listener = await fixture.harness.call('listenQuery', client, {
      collection: col,
      orderBy: [['n', 'asc']],
      limit: 2,
    });
    await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    expect(latestIds(await fixture.harness.call('snapshots', listener))).toEqual(['d1', 'd2']);

    await fixture.harness.call('setDoc', writer, `${col}/d0`, { n: 0 });
    await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).join() === 'd0,d1');

    await fixture.harness.call('deleteDoc', writer, `${col}/d0`);
    await fixture.harness.call('deleteDoc', writer, `${col}/d1`);
    await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).join() === 'd2,d3');
    await fixture.harness.call('unlisten', listener);
  });

  it('applies a where filter: documents enter and leave the result as they change', async () => {
    await setUp();
    const col = uniqueCollection('filter');
    await fixture.harness.call('setDoc', writer, `${col}/a`, { status: 'open' });
    await fixture.harness.call('setDoc', writer, `${col}/b`, { status: 'closed' });
    const listener = await fixture.harness.call('listenQuery', client, {
      collection: col,
      where: [['status', '==', 'open']],
    });
    await waitForSnapshots(
      fixture.harness,
      listener,
      (s) => s.some((x) => !x.fromCache) && latestIds(s).join() === 'a',
    );
    await fixture.harness.call('updateDoc', writer, `${col}/b`, { status: 'open' });
    await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).join() === 'a,b');
    await fixture.harness.call('updateDoc', writer, `${col}/a`, { status: 'closed' });
    await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).join() === 'b');
    await fixture.harness.call('unlisten', listener);
  });

  it('orders by a field descending', async () => {
    await setUp();
    const col = uniqueCollection('order');
    for (const [id, score] of [
      ['p', 5],
      ['q', 9],
      ['r', 1],
    ] as const)
      await fixture.harness.call('setDoc', writer, `${col}/${id}`, { score });
    const listener = await fixture.harness.call('listenQuery', client, {
      collection: col,
      orderBy: [['score', 'desc']],
    });
    await waitForSnapshots(
      fixture.harness,
      listener,
      (s) => s.some((x) => !x.fromCache) && latestIds(s).join() === 'q,p,r',
    );
    await fixture.harness.call('unlisten', listener);
  });

  it('carries ten simultaneous listeners on one channel, each seeing only its own changes', async () => {
    await setUp();
    const col = uniqueCollection('many');
    const listeners = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fixture.harness.call('listenQuery', client, { collection: col, where: [['slot', '==', i]] }),
      ),
    );
    for (const listener of listeners) {
      await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    }
    await fixture.harness.call(
      'batch',
      writer,
      Array.from({ length: 10 }, (_, i) => ({
        op: 'set' as const,
        path: `${col}/doc${i}`,
        data: { slot: i },
      })),
    );
    for (const [i, listener] of listeners.entries()) {
      await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).join() === `doc${i}`);
      await fixture.harness.call('unlisten', listener);
    }
  });

  it('listens to one document through creation, change and deletion', async () => {
    await setUp();
    const path = `${uniqueCollection('doc')}/one`;
    const listener = await fixture.harness.call('listenDoc', client, path);
    await waitForSnapshots(fixture.harness, listener, (s) =>
      s.some((x) => !x.fromCache && x.docs.length === 0),
    );
    await fixture.harness.call('setDoc', writer, path, { title: 'hello' });
    await waitForSnapshots(fixture.harness, listener, (s) => s.at(-1)?.docs[0]?.data.title === 'hello');
    await fixture.harness.call('deleteDoc', writer, path);
    await waitForSnapshots(fixture.harness, listener, (s) => s.at(-1)?.docs.length === 0);
    await fixture.harness.call('unlisten', listener);
  });

  it(`keeps its backchannel in ${mode} mode (CI=${longPolling ? 1 : 0}) and never falls back`, async () => {
    await setUp();
    const listener = await fixture.harness.call('listenQuery', client, {
      collection: uniqueCollection('mode'),
    });
    await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    // Buffering-proxy detection switches a streaming client to CI=1 if its backchannel stays silent.
    const backchannels = fixture.harness
      .channelRequests(client)
      .filter((url) => url.searchParams.get('RID') === 'rpc');
    expect(backchannels.length).toBeGreaterThan(0);
    expect(new Set(backchannels.map((url) => url.searchParams.get('CI')))).toEqual(
      new Set([longPolling ? '1' : '0']),
    );
    await fixture.harness.call('unlisten', listener);
  });

  it('sees its own write first as pending, then confirmed by the server', async () => {
    await setUp();
    const col = uniqueCollection('own');
    const listener = await fixture.harness.call('listenQuery', client, { collection: col });
    await waitForSnapshots(fixture.harness, listener, (s) => s.some((x) => !x.fromCache));
    await fixture.harness.call('setDoc', client, `${col}/mine`, { ok: true });
    const snapshots = await waitForSnapshots(fixture.harness, listener, (s) => latestIds(s).includes('mine'));
    expect(snapshots.find((x) => latestIds([x]).includes('mine'))?.hasPendingWrites).toBe(true);
    await fixture.harness.call('unlisten', listener);
  });
});
