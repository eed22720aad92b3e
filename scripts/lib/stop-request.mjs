// @ts-check
// When a supervisor (scripts/start.mjs) must stop everything it started. Its parts run in process groups
// of their own (services.mjs), so no signal sent to the supervisor's group or to its parent reaches
// them: only the supervisor can stop them, and it must learn that it should.

/** Ctrl-C, a stop from an IDE or service manager, a closed terminal. */
export const STOP_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

const PARENT_CHECK_MS = 500;

/**
 * Calls onStop once, on the first stop signal, or when the parent process is gone. The parent case
 * covers a signal sent to `npm` alone: npm forwards SIGINT and SIGTERM to its child but dies of SIGHUP
 * (and of SIGKILL) without a word, and the child is then re-parented. Node has no parent-death signal,
 * so the parent is polled; the timer is unref'd and never keeps the process alive.
 * @param {(reason: string) => void} onStop receives the signal name or 'parent exited'
 */
export function onStopRequest(onStop) {
  const parent = process.ppid;
  let asked = false;
  /** @param {string} reason */
  const ask = (reason) => {
    if (asked) return;
    asked = true;
    clearInterval(timer);
    onStop(reason);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => ask(signal));
  const timer = setInterval(() => {
    if (process.ppid !== parent) ask('parent exited');
  }, PARENT_CHECK_MS);
  timer.unref();
}
