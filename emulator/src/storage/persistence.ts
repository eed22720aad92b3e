import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageExport, StorageStore } from './store.ts';

/** Where storage data lives inside an export directory (next to Firestore's `firestore_export/`). */
export const STORAGE_EXPORT_FILE = join('storage_export', 'storage.json');

/** Writes the store's snapshot under `dir` (export-on-exit, `POST /internal/export`). */
export async function exportToDirectory(store: StorageStore, dir: string): Promise<string> {
  const file = join(dir, STORAGE_EXPORT_FILE);
  await mkdir(join(dir, 'storage_export'), { recursive: true });
  await writeFile(file, JSON.stringify(store.exportData()));
  return file;
}

/** Loads a snapshot written by exportToDirectory; returns false when `dir` holds no storage export. */
export async function importFromDirectory(store: StorageStore, dir: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(join(dir, STORAGE_EXPORT_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  store.importData(JSON.parse(text) as StorageExport);
  return true;
}
