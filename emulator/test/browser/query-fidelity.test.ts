import { describe, expect, it } from 'vitest';
import { uniqueCollection, useBrowserFixture } from './fixture.ts';

const fixture = useBrowserFixture('demo-browser-query-fidelity');

/**
 * Queries as Cloud Firestore answers them, from Chromium: reads over the Listen WebChannel, counts over
 * REST. Documents are written by one client and queried by another, as the SDK's own tests do, so the
 * reader's cache holds nothing its local matcher could disagree about.
 */
describe('queries from a browser', () => {
  let ready: Promise<void> | undefined;
  const setUp = () =>
    (ready ??= Promise.all([fixture.addClient('writer'), fixture.addClient('reader')]).then(() => undefined));

  it('list operands may hold arrays; in and array-contains-any never match null', async () => {
    await setUp();
    const col = uniqueCollection('zips');
    const docs: Record<string, unknown> = { a: 98101, g: [98101, 98102], h: null, j: [null] };
    for (const [id, zip] of Object.entries(docs))
      await fixture.harness.call('setDoc', 'writer', `${col}/${id}`, { zip });
    const ids = async (op: string, value: unknown): Promise<string[]> =>
      (await fixture.harness.call('getDocs', 'reader', { collection: col, where: [['zip', op, value]] }))
        .map((d) => d.id)
        .sort();
    expect(await ids('in', [98101, [98101, 98102]])).toEqual(['a', 'g']);
    expect(await ids('in', [null])).toEqual([]);
    expect(await ids('array-contains-any', [null, 98102])).toEqual(['g']);
    expect(
      await fixture.harness.call('count', 'reader', {
        collection: col,
        where: [['zip', 'in', [98101, null]]],
      }),
    ).toBe(1);
  });

  it('a query with a field ordered after the document key fails with the backend message', async () => {
    await setUp();
    const outcome = await fixture.harness.attempt('getDocs', 'reader', {
      collection: uniqueCollection('keys'),
      where: [['key', '!=', 42]],
      orderBy: [['__name__', 'asc']],
    });
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      message: expect.stringMatching(/order by clause cannot contain more fields after the key/i) as unknown,
    });
  });
});
