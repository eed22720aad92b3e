import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';
import { SnapshotRecorder } from '../helpers/snapshots.ts';

const env = useEmulator();

function listenQuery(query: FirebaseFirestore.Query): SnapshotRecorder<QuerySnapshot> {
  return new SnapshotRecorder<QuerySnapshot>((next, error) => query.onSnapshot(next, error));
}

function listenDoc(ref: FirebaseFirestore.DocumentReference): SnapshotRecorder<DocumentSnapshot> {
  return new SnapshotRecorder<DocumentSnapshot>((next, error) => ref.onSnapshot(next, error));
}

const changes = (snapshot: QuerySnapshot): string[] =>
  snapshot.docChanges().map((c) => `${c.type}:${c.doc.id}`);
const docIds = (snapshot: QuerySnapshot): string[] => snapshot.docs.map((d) => d.id);

describe('firebase-admin onSnapshot', () => {
  it('delivers the existing documents first, then added, modified and removed changes', async () => {
    const db = env.admin();
    await db.doc('rooms/a').set({ n: 1 });
    const listener = listenQuery(db.collection('rooms'));
    expect(changes(await listener.nth(1))).toEqual(['added:a']);
    await db.doc('rooms/b').set({ n: 2 });
    expect(changes(await listener.nth(2))).toEqual(['added:b']);
    await db.doc('rooms/a').update({ n: 10 });
    const modified = await listener.nth(3);
    expect(changes(modified)).toEqual(['modified:a']);
    expect(modified.docs.find((d) => d.id === 'a')?.get('n')).toBe(10);
    await db.doc('rooms/b').delete();
    expect(changes(await listener.nth(4))).toEqual(['removed:b']);
    listener.stop();
  });

  it('starts with an empty snapshot for an empty collection', async () => {
    const listener = listenQuery(env.admin().collection('nothing'));
    const first = await listener.nth(1);
    expect(first.empty).toBe(true);
    listener.stop();
  });

  it('removes a document that stops matching the filter and adds it back when it matches again', async () => {
    const db = env.admin();
    await db.doc('tasks/t').set({ done: false });
    const listener = listenQuery(db.collection('tasks').where('done', '==', false));
    await listener.nth(1);
    await db.doc('tasks/t').update({ done: true });
    expect(changes(await listener.nth(2))).toEqual(['removed:t']);
    await db.doc('tasks/t').update({ done: false });
    expect(changes(await listener.nth(3))).toEqual(['added:t']);
    listener.stop();
  });

  it('keeps a limit window: a new first document pushes the last one out', async () => {
    const db = env.admin();
    await db.doc('scores/b').set({ n: 2 });
    await db.doc('scores/c').set({ n: 3 });
    await db.doc('scores/d').set({ n: 4 });
    const listener = listenQuery(db.collection('scores').orderBy('n').limit(2));
    expect(docIds(await listener.nth(1))).toEqual(['b', 'c']);
    await db.doc('scores/a').set({ n: 1 });
    const second = await listener.waitFor((s) => docIds(s).join() === 'a,b', 'the window a,b');
    expect(
      second
        .docChanges()
        .map((c) => c.type)
        .sort(),
    ).toEqual(['added', 'removed']);
    await db.doc('scores/a').delete();
    await listener.waitFor((s) => docIds(s).join() === 'b,c', 'the window b,c again');
    listener.stop();
  });

  it('reports a document listener as missing, then created, then deleted', async () => {
    const db = env.admin();
    const listener = listenDoc(db.doc('single/doc'));
    expect((await listener.nth(1)).exists).toBe(false);
    await db.doc('single/doc').set({ v: 1 });
    expect((await listener.nth(2)).get('v')).toBe(1);
    await db.doc('single/doc').delete();
    expect((await listener.nth(3)).exists).toBe(false);
    listener.stop();
  });

  it('never shows a state that no commit produced: batched pairs are always seen equal', async () => {
    const db = env.admin();
    await db.doc('pair/a').set({ v: 0 });
    await db.doc('pair/b').set({ v: 0 });
    const listeners = [
      listenQuery(db.collection('pair')),
      listenQuery(db.collection('pair').where('v', '>=', 0)),
      listenQuery(db.collection('pair').orderBy('v', 'desc')),
    ];
    const writes = Array.from({ length: 25 }, async (_, i) => {
      const batch = db.batch();
      batch.set(db.doc('pair/a'), { v: i + 1 });
      batch.set(db.doc('pair/b'), { v: i + 1 });
      await batch.commit();
    });
    await Promise.all(writes);
    for (const listener of listeners) {
      await listener.waitFor(
        (s) => s.size === 2 && s.docs[0]?.get('v') === s.docs[1]?.get('v') && s.readTime.toMillis() > 0,
      );
      for (const snapshot of listener.snapshots) {
        const values = snapshot.docs.map((d) => d.get('v') as number);
        expect(values).toHaveLength(2);
        expect(values[0]).toBe(values[1]);
      }
      listener.stop();
    }
  });

  it('sees the final state of interleaved writes from two clients', async () => {
    const projectId = `demo-shared-${process.pid}`;
    const writer = env.admin(projectId);
    const reader = env.admin(projectId);
    const listener = listenQuery(reader.collection('log').orderBy('i'));
    await listener.nth(1);
    for (let i = 0; i < 10; i++) await writer.doc(`log/${String(i).padStart(2, '0')}`).set({ i });
    const last = await listener.waitFor((s) => s.size === 10, 'all ten documents');
    expect(last.docs.map((d) => d.get('i') as number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    listener.stop();
  });

  it('a snapshot after an acknowledged write includes it', async () => {
    const db = env.admin();
    const listener = listenQuery(db.collection('ack'));
    await listener.nth(1);
    const result = await db.doc('ack/x').set({ v: 1 });
    const seen = await listener.waitFor((s) => s.size === 1);
    expect(seen.readTime.toMillis()).toBeGreaterThanOrEqual(result.writeTime.toMillis());
    listener.stop();
  });

  it('collection group listeners see sub-collection writes', async () => {
    const db = env.admin();
    const listener = listenQuery(db.collectionGroup('messages'));
    await listener.nth(1);
    await db.doc('chats/1/messages/m1').set({ text: 'hi' });
    await db.doc('chats/2/messages/m2').set({ text: 'yo' });
    const seen = await listener.waitFor((s) => s.size === 2);
    expect(seen.docs.map((d) => d.ref.path).sort()).toEqual(['chats/1/messages/m1', 'chats/2/messages/m2']);
    listener.stop();
  });
});
