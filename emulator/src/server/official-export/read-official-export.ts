import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { JsonObject } from '../../firestore/api.ts';
import { SNAPSHOT_FORMAT } from '../../firestore/engine/index.ts';
import { decodeEntity } from './entity-proto.ts';
import { readLogRecords } from './leveldb-log.ts';

/**
 * The Firestore part of a folder written by `firebase emulators:export` (the official Java emulator)
 * (docs/emulator.md#importing-an-official-export):
 *
 *   firebase-export-metadata.json           {"firestore": {"path": "firestore_export", …}, …}
 *   firestore_export/firestore_export.overall_export_metadata
 *   firestore_export/all_namespaces/all_kinds/output-0, output-1, …   (LevelDB log files of EntityProtos)
 *
 * The data files are found by name under the Firestore folder, so per-kind layouts read the same way.
 */
export const OFFICIAL_METADATA_FILE = 'firebase-export-metadata.json';

export function isOfficialExport(directory: string): boolean {
  return existsSync(path.join(directory, OFFICIAL_METADATA_FILE));
}

/**
 * Reads the official export as the emulator's snapshot (engine/snapshot.ts) for `database`: every
 * document gets `importTime` as its create and update time, since the format keeps neither.
 */
export async function readOfficialExport(
  directory: string,
  database: string,
  importTime: string,
): Promise<JsonObject> {
  const metadata = JSON.parse(await readFile(path.join(directory, OFFICIAL_METADATA_FILE), 'utf8')) as {
    firestore?: { path?: unknown };
  };
  if (!metadata.firestore) throw new Error(`${directory}: the export has no Firestore data`);
  const relative = typeof metadata.firestore.path === 'string' ? metadata.firestore.path : 'firestore_export';
  const folder = path.resolve(directory, relative);
  const files = await outputFiles(folder);
  if (files.length === 0) throw new Error(`${folder}: no output-N data files in the Firestore export`);
  const documents: JsonObject[] = [];
  for (const file of files) {
    for (const record of readLogRecords(await readFile(file), file)) {
      const { path: docPath, fields } = decodeEntity(record, database);
      documents.push({
        name: `${database}/documents/${docPath}`,
        fields,
        createTime: importTime,
        updateTime: importTime,
      });
    }
  }
  return { format: SNAPSHOT_FORMAT, version: 1, databases: { [database]: { documents } } };
}

async function outputFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^output-\d+$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
