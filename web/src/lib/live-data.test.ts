import { renderHook } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { collection, doc, getFirestore, type FirestoreDataConverter } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDocument, useLiveQuery } from './live-data';
import { MSG_LIVE_READ_FAILED } from './strings';

// reactfire's listeners stand in as plain results: these tests pin how the two hooks turn them into
// an AsyncState, which every screen relies on.
interface Listened {
  status: 'loading' | 'error' | 'success';
  data: unknown;
  error?: Error;
}
const listened = vi.hoisted(() => {
  const state: { current: Listened } = { current: { status: 'loading', data: undefined } };
  return state;
});
vi.mock('reactfire', () => ({
  useFirestoreDocData: () => listened.current,
  useFirestoreCollectionData: () => listened.current,
}));

// Real refs of an app that never connects: the listener is the stand-in above.
const firestore = getFirestore(initializeApp({ projectId: 'demo-live-data' }, 'live-data-test'));
const named: FirestoreDataConverter<{ name: string }> = {
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => ({ name: String(snapshot.get('name')) }),
};
const ref = doc(firestore, 'things/a').withConverter(named);
const query = collection(firestore, 'things').withConverter(named);
const byName = (items: { name: string }[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

describe('live data', () => {
  beforeEach(() => {
    listened.current = { status: 'loading', data: undefined };
  });

  it('reports loading, then the document, or null when it does not exist', () => {
    const { result, rerender } = renderHook(() => useLiveDocument(ref));
    expect(result.current).toEqual({ status: 'loading' });
    listened.current = { status: 'success', data: { name: 'Ada' } };
    rerender();
    expect(result.current).toEqual({ status: 'success', data: { name: 'Ada' } });
    listened.current = { status: 'success', data: undefined };
    rerender();
    expect(result.current).toEqual({ status: 'success', data: null });
  });

  it("passes the listener's error on, with a fallback when it gives none", () => {
    const denied = new Error('Missing or insufficient permissions.');
    listened.current = { status: 'error', data: undefined, error: denied };
    const { result, rerender } = renderHook(() => useLiveDocument(ref));
    expect(result.current).toEqual({ status: 'error', error: denied });
    listened.current = { status: 'error', data: undefined };
    rerender();
    expect(result.current).toMatchObject({ status: 'error', error: { message: MSG_LIVE_READ_FAILED } });
  });

  it('shapes a query with select and keeps the same state while nothing changed', () => {
    listened.current = { status: 'success', data: [{ name: 'b' }, { name: 'a' }] };
    const { result, rerender } = renderHook(() => useLiveQuery(query, byName));
    expect(result.current).toEqual({ status: 'success', data: [{ name: 'a' }, { name: 'b' }] });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('hands a query its documents as they are without select', () => {
    listened.current = { status: 'success', data: [{ name: 'b' }, { name: 'a' }] };
    const { result } = renderHook(() => useLiveQuery(query));
    expect(result.current).toEqual({ status: 'success', data: [{ name: 'b' }, { name: 'a' }] });
  });
});
