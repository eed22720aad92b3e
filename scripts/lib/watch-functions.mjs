// @ts-check
// Rebuilds functions/dist whenever the functions or the domain package they inline change, so the
// Functions emulator (which watches functions/dist) hot-reloads them.
import { watch } from 'node:fs';
import { cp } from 'node:fs/promises';
import { ROOT } from './project-config.mjs';
import { spawnTask, stopServices } from './services.mjs';

const WATCHED = ['functions/src', 'packages/domain/src'];
// Built beside dist and then copied over it: build.mjs empties its outdir first, and the emulator must
// never see functions/dist without an index.js.
const STAGING = `${ROOT}.parley/functions-build`;
const DEBOUNCE_MS = 200;

/** The one-shot build `npm start` runs before anything starts (functions/build.mjs into functions/dist). */
export const buildFunctionsTask = {
  name: 'build',
  command: process.execPath,
  args: [`${ROOT}functions/build.mjs`],
  cwd: `${ROOT}functions`,
};

/**
 * Starts watching; returns a function that stops the watchers and any build in progress.
 * @param {{ log: (line: string) => void }} options
 * @returns {() => Promise<void>}
 */
export function watchFunctions({ log }) {
  /** @type {ReturnType<typeof spawnTask> | null} */
  let building = null;
  let again = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  const rebuild = async () => {
    if (building) {
      again = true; // a change landed mid-build: build once more when this one ends
      return;
    }
    building = spawnTask({ ...buildFunctionsTask, args: [...buildFunctionsTask.args, '--outdir', STAGING] });
    const code = await building.exited;
    building = null;
    if (code === 0) {
      await cp(STAGING, `${ROOT}functions/dist`, { recursive: true, force: true });
      log('functions rebuilt; the Functions emulator reloads them.');
    } else {
      log('functions build failed (see above); the previous build keeps running.');
    }
    if (again) {
      again = false;
      await rebuild();
    }
  };

  const watchers = WATCHED.map((dir) =>
    watch(`${ROOT}${dir}`, { recursive: true }, (_event, file) => {
      if (file && /\.test\.tsx?$/.test(file)) return; // tests are not bundled
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), DEBOUNCE_MS);
    }),
  );
  return async () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    if (building) await stopServices([building]);
  };
}
