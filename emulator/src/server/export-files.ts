import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FirestoreEngine, JsonObject } from '../firestore/api.ts';
import { isOfficialExport, readOfficialExport } from './official-export/read-official-export.ts';

/**
 * Export/import in the emulator's own lossless JSON format (documented in emulator/README.md):
 * `<dir>/firestore_export.json` = `{"format":"parley-firestore-export","version":1,"data":<engine export>}`.
 * The engine's export keeps every value in proto3 JSON, so every type round-trips exactly.
 */
export const EXPORT_FILE_NAME = 'firestore_export.json';
const FORMAT = 'parley-firestore-export';

export async function writeExport(engine: FirestoreEngine, directory: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, EXPORT_FILE_NAME);
  const content = JSON.stringify({ format: FORMAT, version: 1, data: engine.exportData() });
  // Write then rename, so an interrupted export never leaves a truncated file behind.
  const partial = `${file}.partial`;
  await writeFile(partial, content);
  await rename(partial, file);
  return file;
}

/**
 * Imports `<dir>/firestore_export.json`, or `<dir>/firestore_export/firestore_export.json` (the layout a
 * firebase-tools style export directory would have), or else the Firestore part of an official
 * `firebase emulators:export` folder into `projectId`. Missing files are an error: an import that
 * silently loads nothing hides mistakes.
 */
export async function readExport(
  engine: FirestoreEngine,
  directory: string,
  projectId: string,
): Promise<void> {
  const candidates = [
    path.join(directory, EXPORT_FILE_NAME),
    path.join(directory, 'firestore_export', EXPORT_FILE_NAME),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file && isOfficialExport(directory)) {
    // The official emulator's export holds one database: it becomes the project's default database.
    const database = `projects/${projectId}/databases/(default)`;
    engine.importData(await readOfficialExport(directory, database, new Date().toISOString()));
    return;
  }
  if (!file) throw new Error(`No ${EXPORT_FILE_NAME} found in ${directory}`);
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; data?: unknown };
  if (parsed.format !== FORMAT || parsed.data === null || typeof parsed.data !== 'object') {
    throw new Error(`${file} is not a Parley emulator export`);
  }
  engine.importData(parsed.data as JsonObject);
}
