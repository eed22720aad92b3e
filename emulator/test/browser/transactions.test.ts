import { describe, expect, it } from 'vitest';
import { uniqueCollection, useBrowserFixture } from './fixture.ts';

const fixture = useBrowserFixture('demo-browser-transactions');

/** Transactions (REST :batchGet/:commit with verify writes) and aggregations (REST) from the browser. */
describe.each([
  ['streaming', false],
  ['long-polling', true],
])('transactions and aggregations (%s)', (mode, longPolling) => {
  const client = `tx-${mode}`;
  let ready: Promise<void> | undefined;
  const setUp = () => (ready ??= fixture.addClient(client, { longPolling }));

  it('runTransaction reads and writes one document', async () => {
    await setUp();
    const path = `${uniqueCollection('counter')}/c`;
    await fixture.harness.call('setDoc', client, path, { value: 41 });
    expect(await fixture.harness.call('incrementInTransaction', client, path, 'value', 1)).toBe(42);
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ value: 42 });
  });

  it('runTransaction creates a document that did not exist', async () => {
    await setUp();
    const path = `${uniqueCollection('fresh')}/c`;
    expect(await fixture.harness.call('incrementInTransaction', client, path, 'value', 5)).toBe(5);
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ value: 5 });
  });

  it('runTransaction moves a balance between two documents', async () => {
    await setUp();
    const col = uniqueCollection('bank');
    await fixture.harness.call('setDoc', client, `${col}/alice`, { balance: 100 });
    await fixture.harness.call('setDoc', client, `${col}/bob`, { balance: 5 });
    await fixture.harness.call('transfer', client, `${col}/alice`, `${col}/bob`, 30);
    expect((await fixture.harness.call('getDoc', client, `${col}/alice`)).data).toEqual({ balance: 70 });
    expect((await fixture.harness.call('getDoc', client, `${col}/bob`)).data).toEqual({ balance: 35 });
  });

  it('a transaction whose function throws writes nothing', async () => {
    await setUp();
    const col = uniqueCollection('refused');
    await fixture.harness.call('setDoc', client, `${col}/alice`, { balance: 10 });
    const outcome = await fixture.harness.attempt('transfer', client, `${col}/alice`, `${col}/bob`, 30);
    expect(outcome).toMatchObject({ ok: false, message: 'insufficient funds' });
    expect((await fixture.harness.call('getDoc', client, `${col}/bob`)).exists).toBe(false);
  });

  it('count() counts a collection and a filtered query on the server', async () => {
    await setUp();
    const col = uniqueCollection('count');
    for (let n = 0; n < 7; n++) await fixture.harness.call('setDoc', client, `${col}/d${n}`, { n });
    expect(await fixture.harness.call('count', client, { collection: col })).toBe(7);
    expect(await fixture.harness.call('count', client, { collection: col, where: [['n', '>=', 4]] })).toBe(3);
    expect(await fixture.harness.call('count', client, { collection: uniqueCollection('none') })).toBe(0);
  });
});

describe('contended transactions', () => {
  it('20 concurrent transactions incrementing one counter end at exactly 20', async () => {
    await fixture.addClient('contended');
    const path = `${uniqueCollection('contended')}/counter`;
    await fixture.harness.call('setDoc', 'contended', path, { value: 0 });
    const results = await fixture.harness.call('concurrentIncrements', 'contended', path, 'value', 20);
    // Each transaction committed exactly once, so each saw a distinct value.
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await fixture.harness.call('getDoc', 'contended', path)).data).toEqual({ value: 20 });
  });
});
