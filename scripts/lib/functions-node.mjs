// @ts-check
// The Node.js the official Functions emulator runs the functions on: the major of the Cloud Functions
// runtime firebase.json deploys them to (`nodejs22` → Node 22), while every other tool keeps the
// machine's Node. The binary is the registry's `node-<platform>-<arch>` package, an optional root
// dependency, so `npm ci` installs it for this machine only.
//
// firebase-tools picks the functions' Node in its node runtime delegate (`getNodeBinary`): a
// `<source>/node_modules/node` package of the runtime's major is meant to win, but its version lookup
// starts from that path's parent folder, `node_modules`, where it gives up, so it never matches
// (firebase-tools 15). What works is the other branch: the Node that runs firebase-tools itself when its
// major matches the runtime ("Using node@22 from host."). So `npm start` and the test harness run the
// firebase CLI with this binary; see docs in README "Local stack".
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { ROOT } from './project-config.mjs';

/** The registry package holding a Node.js build for this machine. */
export const NODE_PACKAGE = `node-${process.platform}-${process.arch}`;

/**
 * `nodejs22` → 22.
 * @param {string} runtime a Cloud Functions Node.js runtime id
 */
export function runtimeMajor(runtime) {
  const match = /^nodejs(\d+)$/.exec(runtime);
  if (!match?.[1]) throw new Error(`firebase.json: "${runtime}" is not a Node.js Cloud Functions runtime`);
  return Number(match[1]);
}

/**
 * Absolute path of the Node.js binary of the runtime's major, or an error saying what to install.
 * @param {string} runtime e.g. `nodejs22` (firebase.json functions[0].runtime)
 * @returns {string}
 */
export function functionsNodeBinary(runtime) {
  const major = runtimeMajor(runtime);
  const require = createRequire(ROOT);
  /** @type {string} */
  let manifestPath;
  try {
    manifestPath = require.resolve(`${NODE_PACKAGE}/package.json`);
  } catch {
    throw new Error(
      `The Functions emulator runs the functions on Node ${major} (firebase.json "${runtime}") from the ` +
        `npm package ${NODE_PACKAGE}, which is not installed: run \`npm ci\`. On a platform the root ` +
        `package.json's optionalDependencies do not list, add ${NODE_PACKAGE} there at a ${major}.x version.`,
    );
  }
  const { version } = /** @type {{ version: string }} */ (require(manifestPath));
  if (Number(version.split('.')[0]) !== major) {
    throw new Error(
      `${NODE_PACKAGE}@${version} is installed but firebase.json deploys to "${runtime}": pin a ${major}.x ` +
        'version in the root package.json optionalDependencies.',
    );
  }
  return resolve(dirname(manifestPath), 'bin/node');
}

/**
 * The Node package declares a `node` bin, so npm links node_modules/.bin/node, which every npm script and
 * npx would then run instead of the machine's Node. Removes that link (run by the root postinstall).
 * @returns {boolean} whether there was one to remove
 */
export function removeNodeShadow() {
  const link = `${ROOT}node_modules/.bin/node`;
  try {
    if (!lstatSync(link).isSymbolicLink()) return false;
  } catch {
    return false; // no link: nothing shadows the machine's Node
  }
  // Only ours: a node that some other package links there is not this script's business.
  if (!/(^|\/)node-[a-z0-9]+-[a-z0-9]+\/bin\/node$/.test(readlinkSync(link))) return false;
  rmSync(link);
  return true;
}
