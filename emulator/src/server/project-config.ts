import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What `parley-emulator start` takes from firebase.json and .firebaserc (docs/emulator.md). */
export interface ProjectConfig {
  projectId?: string;
  firestoreHost?: string;
  firestorePort?: number;
  storagePort?: number;
  /** Absolute paths (firebase.json paths are relative to its directory). */
  firestoreRules?: string;
  storageRules?: string;
}

/** Finds the nearest firebase.json and .firebaserc at or above `startDir`; missing files give {}. */
export function readProjectConfig(startDir: string): ProjectConfig {
  const config: ProjectConfig = {};
  const firebaseJson = findUp(startDir, 'firebase.json');
  if (firebaseJson) Object.assign(config, fromFirebaseJson(firebaseJson));
  const firebaserc = findUp(startDir, '.firebaserc');
  if (firebaserc) {
    const rc = readJson(firebaserc) as { projects?: { default?: unknown } };
    if (typeof rc.projects?.default === 'string') config.projectId = rc.projects.default;
  }
  return config;
}

function fromFirebaseJson(file: string): ProjectConfig {
  const json = readJson(file) as {
    emulators?: { firestore?: { host?: unknown; port?: unknown }; storage?: { port?: unknown } };
    firestore?: { rules?: unknown };
    storage?: { rules?: unknown };
  };
  const dir = path.dirname(file);
  const resolve = (value: unknown): string | undefined =>
    typeof value === 'string' ? path.resolve(dir, value) : undefined;
  const port = (value: unknown): number | undefined =>
    typeof value === 'number' || typeof value === 'string' ? Number(value) : undefined;
  const host = json.emulators?.firestore?.host;
  return dropUndefined({
    firestoreHost: typeof host === 'string' ? host : undefined,
    firestorePort: port(json.emulators?.firestore?.port),
    storagePort: port(json.emulators?.storage?.port),
    firestoreRules: resolve(json.firestore?.rules),
    storageRules: resolve(json.storage?.rules),
  });
}

function findUp(startDir: string, name: string): string | undefined {
  let dir = path.resolve(startDir);
  for (;;) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

function dropUndefined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}
