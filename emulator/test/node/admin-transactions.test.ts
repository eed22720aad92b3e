import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';

const env = useEmulator();

describe('firebase-admin transactions', () => {
  it('reads and writes atomically', async () => {
    const db = env.admin();
    await db.doc('acct/a').set({ balance: 100 });
    await db.doc('acct/b').set({ balance: 0 });
    await db.runTransaction(async (tx) => {
      const [a, b] = await tx.getAll(db.doc('acct/a'), db.doc('acct/b'));
      tx.update(db.doc('acct/a'), { balance: (a?.get('balance') as number) - 30 });
      tx.update(db.doc('acct/b'), { balance: (b?.get('balance') as number) + 30 });
    });
    expect((await db.doc('acct/a').get()).get('balance')).toBe(70);
    expect((await db.doc('acct/b').get()).get('balance')).toBe(30);
  });

  it('50 concurrent transactions incrementing one counter end at exactly 50', async () => {
    const db = env.admin();
    const counter = db.doc('counters/shared');
    await counter.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(counter);
          tx.update(counter, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await counter.get()).get('n')).toBe(50);
  }, 60_000);

  it('a transaction that reads a missing document can create it once', async () => {
    const db = env.admin();
    const ref = db.doc('once/doc');
    const attempt = (): Promise<boolean> =>
      db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (snap.exists) return false;
        tx.create(ref, { by: 'tx' });
        return true;
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('queries inside a transaction see committed data', async () => {
    const db = env.admin();
    await db.doc('q/1').set({ open: true });
    await db.doc('q/2').set({ open: true });
    const count = await db.runTransaction(async (tx) => {
      const open = await tx.get(db.collection('q').where('open', '==', true));
      for (const doc of open.docs) tx.update(doc.ref, { open: false });
      return open.size;
    });
    expect(count).toBe(2);
    expect((await db.collection('q').where('open', '==', true).get()).size).toBe(0);
  });

  it('a failing update function rolls back and writes nothing', async () => {
    const db = env.admin();
    await db.doc('r/doc').set({ v: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('r/doc'));
        tx.set(db.doc('r/doc'), { v: 2 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.doc('r/doc').get()).get('v')).toBe(1);
  });

  it('read-only transactions read a consistent snapshot', async () => {
    const db = env.admin();
    await db.doc('ro/a').set({ v: 1 });
    const value = await db.runTransaction(async (tx) => (await tx.get(db.doc('ro/a'))).get('v') as number, {
      readOnly: true,
    });
    expect(value).toBe(1);
  });

  it('read-only transactions at a past read time see the data of that time', async () => {
    const db = env.admin();
    const first = await db.doc('ro/past').set({ v: 'old' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.doc('ro/past').set({ v: 'new' });
    const value = await db.runTransaction(
      async (tx) => (await tx.get(db.doc('ro/past'))).get('v') as string,
      {
        readOnly: true,
        readTime: first.writeTime,
      },
    );
    expect(value).toBe('old');
  });

  it('transforms inside transactions', async () => {
    const db = env.admin();
    await db.runTransaction(async (tx) => {
      await tx.get(db.doc('tt/d'));
      tx.set(db.doc('tt/d'), { n: FieldValue.increment(5), at: FieldValue.serverTimestamp() });
    });
    const data = (await db.doc('tt/d').get()).data() ?? {};
    expect(data.n).toBe(5);
    expect(data.at).toBeInstanceOf(Timestamp);
  });
});
