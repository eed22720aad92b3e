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
 * Readiness of a Functions emulator: its health function answers 200 only once the functions are loaded
 * (the emulator itself listens, and answers 404, well before that).
 * @param {Address} functions
 * @param {string} projectId
 */
export const functionsReadyUrl = (functions, projectId) =>
  `http://${hostPort(functions)}/${projectId}/us-central1/health`;
