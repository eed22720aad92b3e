// @ts-check
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { run } from './run.mjs';

/**
 * Where browser tests find Chromium: Debian's package, because Playwright's own browser download is not
 * possible offline. CHROMIUM_PATH overrides it on other systems.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, sandbox-free headless Chromium (containers have no user namespaces). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @param {string} path */
async function isExecutable(path) {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure Chromium is installed, installing Debian's package with apt-get when it is missing.
 * Resolves with the executable's path; rejects with an actionable message when it cannot install it.
 * @param {{ path?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<string>}
 */
export async function ensureChromium({ path = CHROMIUM_PATH, log = console.log } = {}) {
  if (await isExecutable(path)) {
    log(`Chromium found at ${path}.`);
    return path;
  }
  if (!(await isExecutable('/usr/bin/apt-get'))) {
    throw new Error(
      `Chromium is missing at ${path} and apt-get is unavailable; install Chromium or set CHROMIUM_PATH.`,
    );
  }
  // apt-get needs root; use sudo when we are not root (and let sudo explain itself if that fails too).
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const aptGet = (/** @type {string[]} */ ...args) => {
    const [command = 'apt-get', ...rest] = [...asRoot, 'apt-get', ...args];
    return run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  log(`Chromium is missing at ${path}; installing Debian's chromium package...`);
  if ((await aptGet('update')) !== 0 || (await aptGet('install', '-y', 'chromium')) !== 0) {
    throw new Error('apt-get could not install chromium; see its output above.');
  }
  if (!(await isExecutable(path))) {
    throw new Error(`apt-get installed chromium, but ${path} is still missing; set CHROMIUM_PATH.`);
  }
  log(`Chromium installed at ${path}.`);
  return path;
}
