// @ts-check
// The local stack's addresses, read from firebase.json and .firebaserc so `npm start`, the test harness,
// the web app and `firebase emulators:start` never disagree about a port or the project.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @typedef {{ host: string, port: number }} Address
 * @typedef {object} ProjectConfig
 * @property {string} projectId  the .firebaserc default (a demo- project, so nothing reaches production)
 * @property {Address} auth
 * @property {Address} functions
 * @property {Address} firestore
 * @property {Address} storage
 * @property {Address} hub
 * @property {string} firestoreRules absolute path
 * @property {string} storageRules absolute path
 * @property {string} functionsRuntime  the Cloud Functions runtime the functions deploy to, e.g. `nodejs22`
 */

/** @param {string} file */
function readJson(file) {
  return /** @type {unknown} */ (JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8')));
}

/**
 * @param {Record<string, { host?: string, port?: number } | undefined>} emulators
 * @param {string} name
 * @returns {Address}
 */
function addressOf(emulators, name) {
  const entry = emulators[name];
  if (!entry?.port) throw new Error(`firebase.json: emulators.${name}.port is missing`);
  return { host: entry.host ?? '127.0.0.1', port: entry.port };
}

/** @returns {ProjectConfig} */
export function readProjectConfig() {
  const firebase =
    /** @type {{ emulators: Record<string, { host?: string, port?: number }>, firestore: { rules: string }, storage: { rules: string }, functions: { runtime?: string }[] }} */ (
      readJson('firebase.json')
    );
  const rc = /** @type {{ projects?: { default?: string } }} */ (readJson('.firebaserc'));
  const projectId = rc.projects?.default;
  if (!projectId) throw new Error('.firebaserc: projects.default is missing');
  const { emulators } = firebase;
  const functionsRuntime = firebase.functions[0]?.runtime;
  if (!functionsRuntime) throw new Error('firebase.json: functions[0].runtime is missing');
  return {
    projectId,
    auth: addressOf(emulators, 'auth'),
    functions: addressOf(emulators, 'functions'),
    firestore: addressOf(emulators, 'firestore'),
    storage: addressOf(emulators, 'storage'),
    hub: addressOf(emulators, 'hub'),
    firestoreRules: `${ROOT}${firebase.firestore.rules}`,
    storageRules: `${ROOT}${firebase.storage.rules}`,
    functionsRuntime,
  };
}

/** @param {Address} address */
export const hostPort = ({ host, port }) => `${host}:${port}`;
