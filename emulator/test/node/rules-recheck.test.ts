import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  terminate,
  type FirestoreError,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RulesFileLoad } from '../../src/index.ts';
import { eventually, uniqueProjectId } from '../helpers/emulator.ts';

/** Listeners authorised under old rules are re-checked when the rules file reloads. */
const rules = (privateRead: boolean): string => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /private/{id} { allow read: if ${String(privateRead)}; }
    match /public/{id} { allow read: if true; }
  }
}
`;

interface Watch {
  snapshots: number;
  error: FirestoreError | undefined;
}

describe('rules re-check on reload', () => {
  it('cancels listeners the new rules deny with PERMISSION_DENIED and keeps the others', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'parley-recheck-'));
    const file = path.join(dir, 'firestore.rules');
    await writeFile(file, rules(true));
    const projectId = uniqueProjectId('recheck');
    const loads: RulesFileLoad[] = [];
    const emulator = await startEmulator({
      projectId,
      firestorePort: 0,
      storagePort: 0,
      firestoreRules: file,
      log: () => undefined,
      onRulesLoad: (load) => loads.push(load),
    });
    const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `recheck-${projectId}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulator.firestore.host, emulator.firestore.port);
    const watch = (subscribe: (w: Watch) => () => void): Watch & { stop: () => void } => {
      const w: Watch = { snapshots: 0, error: undefined };
      return Object.assign(w, { stop: subscribe(w) });
    };
    const handlers = (w: Watch) => ({
      next: () => {
        w.snapshots += 1;
      },
      error: (error: FirestoreError) => {
        w.error = error;
      },
    });
    try {
      const privateQuery = watch((w) => onSnapshot(collection(db, 'private'), handlers(w)));
      const privateDoc = watch((w) => onSnapshot(doc(db, 'private/one'), handlers(w)));
      const publicQuery = watch((w) => onSnapshot(collection(db, 'public'), handlers(w)));
      await eventually(
        () => privateQuery.snapshots > 0 && privateDoc.snapshots > 0 && publicQuery.snapshots > 0,
        'the first snapshots under the old rules',
      );
      const loadsBefore = loads.length;
      await writeFile(file, rules(false));
      await eventually(() => loads.length > loadsBefore, 'the rules file to reload', 15_000);
      expect(loads.at(-1)?.loaded).toBe(true);
      await eventually(
        () => privateQuery.error !== undefined && privateDoc.error !== undefined,
        'the private listeners to be cancelled',
      );
      expect(privateQuery.error?.code).toBe('permission-denied');
      expect(privateDoc.error?.code).toBe('permission-denied');
      expect(publicQuery.error).toBeUndefined();
      publicQuery.stop();
    } finally {
      await terminate(db);
      await deleteApp(app);
      await emulator.stop();
    }
  });
});
