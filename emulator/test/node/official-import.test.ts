import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readLogRecords } from '../../src/server/official-export/leveldb-log.ts';
import { startEmulator } from '../../src/index.ts';
import { uniqueProjectId } from '../helpers/emulator.ts';
import { writeOfficialExport, writeLogRecords } from '../helpers/official-export-writer.ts';

/**
 * Importing the Firestore part of an official `firebase emulators:export` folder, built by this
 * project's own writer of the format (no downloaded fixture), and read back through firebase-admin.
 */
const LONG = 'x'.repeat(70_000); // spans three 32 KiB log blocks

async function exportFolder(recordsPerFile?: number): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'parley-official-'));
  await writeOfficialExport(
    directory,
    [
      {
        path: ['cities', 'sf'],
        fields: {
          name: 'San Francisco',
          pop: { int: 9223372036854775807n },
          area: 121.4,
          nan: Number.NaN,
          negativeZero: -0,
          capital: false,
          nothing: null,
          founded: { timestampMicros: -6_106_060_800_123_456n },
          seen: { timestampMicros: 1_700_000_000_123_456n },
          photo: { bytes: Uint8Array.of(0, 1, 254, 255) },
          where: { geo: [37.77, -122.42] },
          state: { ref: ['states', 'ca'] },
          tags: ['west', { int: 1n }, null, { map: { deep: true } }],
          none: [],
          info: { map: { mayor: 'someone', wards: [{ int: 1n }, { int: 2n }], empty: { map: {} } } },
          long: LONG,
        },
      },
      { path: ['cities', 'sf', 'landmarks', 'bridge'], fields: { name: 'Golden Gate' } },
      { path: ['numbers', 7n], fields: {} },
    ],
    recordsPerFile,
  );
  return directory;
}

async function importAndRead(directory: string): Promise<Record<string, FirebaseFirestore.DocumentData>> {
  const projectId = uniqueProjectId('official');
  const emulator = await startEmulator({
    projectId,
    firestorePort: 0,
    storagePort: 0,
    importDir: directory,
    log: () => undefined,
  });
  const app = initializeApp({ projectId }, `official-${projectId}`);
  const db = getFirestore(app);
  db.settings({ host: `${emulator.firestore.host}:${emulator.firestore.port}`, ssl: false });
  try {
    const out: Record<string, FirebaseFirestore.DocumentData> = {};
    for (const ref of [
      db.doc('cities/sf'),
      db.doc('cities/sf/landmarks/bridge'),
      db.doc('numbers/__id7__'),
    ]) {
      const snapshot = await ref.get();
      expect(snapshot.exists).toBe(true);
      out[ref.path] = snapshot.data() ?? {};
    }
    return out;
  } finally {
    await db.terminate();
    await deleteApp(app);
    await emulator.stop();
  }
}

describe('importing an official emulator export', () => {
  it('reads every value type, subcollections and numeric ids', async () => {
    const docs = await importAndRead(await exportFolder());
    const sf = docs['cities/sf'] as FirebaseFirestore.DocumentData;
    expect(sf.name).toBe('San Francisco');
    expect(sf.area).toBe(121.4);
    expect(sf.nan).toBeNaN();
    expect(Object.is(sf.negativeZero, -0)).toBe(true);
    expect(sf.capital).toBe(false);
    expect(sf.nothing).toBeNull();
    expect((sf.seen as Timestamp).isEqual(new Timestamp(1_700_000_000, 123_456_000))).toBe(true);
    expect((sf.founded as Timestamp).isEqual(new Timestamp(-6_106_060_801, 876_544_000))).toBe(true);
    expect([...(sf.photo as Uint8Array)]).toEqual([0, 1, 254, 255]);
    expect((sf.where as GeoPoint).isEqual(new GeoPoint(37.77, -122.42))).toBe(true);
    expect((sf.state as FirebaseFirestore.DocumentReference).path).toBe('states/ca');
    expect(sf.tags).toEqual(['west', 1, null, { deep: true }]);
    expect(sf.none).toEqual([]);
    expect(sf.info).toEqual({ mayor: 'someone', wards: [1, 2], empty: {} });
    expect(sf.long).toBe(LONG);
    expect(docs['cities/sf/landmarks/bridge']).toEqual({ name: 'Golden Gate' });
    expect(docs['numbers/__id7__']).toEqual({});
  });

  it('reads int64 values exactly', async () => {
    const projectId = uniqueProjectId('official-int');
    const emulator = await startEmulator({
      projectId,
      firestorePort: 0,
      storagePort: 0,
      importDir: await exportFolder(),
      log: () => undefined,
    });
    try {
      const url = `http://${emulator.firestore.host}:${emulator.firestore.port}/v1/projects/${projectId}/databases/(default)/documents/cities/sf`;
      const doc = (await (await fetch(url, { headers: { Authorization: 'Bearer owner' } })).json()) as {
        fields: { pop: unknown };
      };
      expect(doc.fields.pop).toEqual({ integerValue: '9223372036854775807' });
    } finally {
      await emulator.stop();
    }
  });

  it('reads data split over several output files', async () => {
    const docs = await importAndRead(await exportFolder(1));
    expect(docs['cities/sf/landmarks/bridge']).toEqual({ name: 'Golden Gate' });
  });

  it('refuses a damaged data file instead of importing part of it', async () => {
    const directory = await exportFolder();
    const file = path.join(directory, 'firestore_export', 'all_namespaces', 'all_kinds', 'output-0');
    const bytes = await readFile(file);
    bytes[100] = (bytes[100] as number) ^ 0xff;
    await writeFile(file, bytes);
    await expect(
      startEmulator({ firestorePort: 0, storagePort: 0, importDir: directory, log: () => undefined }),
    ).rejects.toThrow(/bad checksum/);
  });
});

describe('the LevelDB log reader', () => {
  it('reassembles records split across blocks and skips block padding', () => {
    const records = [
      Buffer.alloc(32_760, 1),
      Buffer.from('short'),
      Buffer.alloc(100_000, 2),
      Buffer.alloc(0),
    ];
    const read = readLogRecords(writeLogRecords(records));
    expect(read.map((r) => Buffer.from(r))).toEqual(records);
  });
});
