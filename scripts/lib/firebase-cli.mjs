// @ts-check
// How we run the official emulators (firebase-tools) and point Firebase clients at emulators.
import { hostPort, ROOT } from './project-config.mjs';

/** The CLI's entry script, run with node directly: `npx` would add a process and a second of start-up. */
export const FIREBASE_BIN = `${ROOT}node_modules/firebase-tools/lib/bin/firebase.js`;

/**
 * The arguments that run only the official Auth and Functions emulators: Firestore and Storage are the
 * Parley emulator's, which firebase-tools must not try to start (they would need Java).
 * @param {string} projectId
 * @param {string[]} extra further flags (`--config`, `--import`, …)
 * @returns {string[]}
 */
export function authAndFunctionsEmulatorArgs(projectId, ...extra) {
  return [FIREBASE_BIN, 'emulators:start', '--only', 'auth,functions', '--project', projectId, ...extra];
}

/**
 * Environment for firebase-tools and everything it spawns, so it needs no internet:
 * - CI skips the message-of-the-day fetch, NO_UPDATE_NOTIFIER the npm update check;
 * - METADATA_SERVER_DETECTION=none stops google-auth-library probing the GCE metadata server, which
 *   otherwise costs the Functions emulator (and every firebase-admin client) a 20-second timeout offline.
 */
export const OFFLINE_ENV = {
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
  METADATA_SERVER_DETECTION: 'none',
};

/**
 * Environment for the Functions emulator. FUNCTIONS_DISCOVERY_TIMEOUT (seconds) bounds both the loading
 * of the functions' definitions (10 s by default) and each worker's start (30 s by default): on a busy
 * 2-core machine both ran out ("Cannot determine backend specification", "Failed to load function"),
 * leaving the emulator without functions or dropping the request. Loading is slow there, not stuck.
 */
export const FUNCTIONS_EMULATOR_ENV = { FUNCTIONS_DISCOVERY_TIMEOUT: '90' };

/**
 * @typedef {import('./project-config.mjs').Address} Address
 * @typedef {{ projectId: string, firestore: Address, storage: Address, auth?: Address }} ClientTargets
 */

/**
 * The variables every official Firebase server SDK reads (firebase-admin, @google-cloud/*, the Functions
 * runtime), the same ones `firebase emulators:exec` sets.
 * @param {ClientTargets} targets
 * @returns {Record<string, string>}
 */
export function emulatorClientEnv({ projectId, firestore, storage, auth }) {
  return {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: hostPort(firestore),
    FIREBASE_STORAGE_EMULATOR_HOST: hostPort(storage),
    STORAGE_EMULATOR_HOST: `http://${hostPort(storage)}`,
    ...(auth ? { FIREBASE_AUTH_EMULATOR_HOST: hostPort(auth) } : {}),
  };
}

/**
 * Where a Functions emulator lists what it loaded: `GET /backends`, which answers at once (no worker
 * starts), listing each backend's function triggers once it has loaded them.
 * @param {Address} functions
 */
export const functionsLoadedUrl = (functions) => `http://${hostPort(functions)}/backends`;

/**
 * Readiness of a Functions emulator (isReady for functionsLoadedUrl): every backend has loaded its
 * functions. Not a request to a function: that starts a worker loading the whole bundle, seconds on a
 * busy machine, and a readiness probe that gave up on it would start another (warmFunctions does that,
 * once).
 * @param {Response} response
 */
export async function functionsLoaded(response) {
  if (!response.ok) return false;
  const { backends = [] } = /** @type {{ backends?: { functionTriggers?: unknown[] }[] }} */ (
    await response.json()
  );
  return backends.length > 0 && backends.every((backend) => (backend.functionTriggers?.length ?? 0) > 0);
}

/** How long one warm-up request may take: its worker loads the bundle, seconds on a busy machine. */
const WARM_UP_TIMEOUT_MS = 90_000;

/**
 * Starts a worker for each of the given HTTPS functions and waits for its answer, one request each, so
 * the first real request does not pay for loading the bundle. Any answer below 500 will do (the api
 * answers an unknown path with a 404); a 500 is the emulator failing to load the functions.
 * @param {Address} functions
 * @param {string} projectId
 * @param {string[]} paths  e.g. ['health', 'api/']
 */
export async function warmFunctions(functions, projectId, paths) {
  await Promise.all(
    paths.map(async (path) => {
      const url = `http://${hostPort(functions)}/${projectId}/us-central1/${path}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }).catch(
        (/** @type {unknown} */ error) => {
          const why = error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : String(error);
          throw new Error(`${why} from ${url} within ${WARM_UP_TIMEOUT_MS / 1000}s`);
        },
      );
      const body = await response.text();
      if (response.status >= 500) {
        throw new Error(
          `the Functions emulator answered ${url} with ${response.status}: ${body.slice(0, 300)}`,
        );
      }
    }),
  );
}
