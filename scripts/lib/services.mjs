// @ts-check
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A long-running local process and how to tell it is ready.
 * @typedef {object} Service
 * @property {string} name        short label, prefixed to each of its output lines
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {Record<string, string>} [env]  added to the parent's environment
 * @property {(line: string) => void} [output]  receives each output line (default: prefixed to the terminal)
 * @property {string} readyUrl    polled until it answers HTTP (any status below 500)
 * @property {(response: Response) => boolean | Promise<boolean>} [isReady]  a stricter readiness test of
 *   that answer (it may read the body)
 * @property {string} [url]       shown to the user once everything is ready
 * @property {number} [readyTimeoutMs]
 */

/**
 * A one-shot process (a build, the seed) run the same way: own process group, prefixed output.
 * @typedef {Omit<Service, 'readyUrl' | 'isReady' | 'url' | 'readyTimeoutMs'>} Task
 */

/**
 * @typedef {object} Running
 * @property {Task} service
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number>} exited  the exit code (1 for a signal)
 */

/**
 * Every process spawned here that has not exited yet, in start order, so a Ctrl-C that lands while a
 * service is still starting stops that one too.
 * @type {Set<Pick<Running, 'child' | 'exited'>>}
 */
const live = new Set();

// Last resort when the parent exits without stopping its children (an uncaught error, or a test runner
// that skips teardown): detached process groups would outlive it, so kill them on the way out.
process.on('exit', () => {
  for (const { child } of live) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});

/** The spawned processes still running, in start order. */
export function liveProcesses() {
  return [...live];
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
function exitOf(child) {
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      resolve(code ?? 1);
    });
    child.on('error', () => {
      resolve(1);
    });
  });
}

/**
 * @param {import('node:stream').Readable | null} stream
 * @param {string} prefix
 * @param {NodeJS.WriteStream} target
 * @param {((line: string) => void) | undefined} output
 */
function prefixLines(stream, prefix, target, output) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    if (output) output(line);
    else target.write(`${prefix} ${line}\n`);
  });
}

/**
 * @param {string} url
 * @param {Service['isReady']} [isReady]
 * @returns {Promise<boolean>} whether anything answers HTTP at url (and passes isReady)
 */
async function answers(url, isReady = (response) => response.status < 500) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const ready = await isReady(response);
    if (!response.bodyUsed) await response.body?.cancel();
    return ready;
  } catch {
    return false;
  }
}

/**
 * Polls url until it answers HTTP (and passes isReady); rejects after timeoutMs or once exited settles.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {Promise<number>} exited  the exit of the process that should answer
 * @param {Service['isReady']} [isReady]
 */
export async function waitUntilReady(url, timeoutMs, exited, isReady) {
  const deadline = Date.now() + timeoutMs;
  let exitCode = null;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`exited with code ${exitCode} before it was ready`);
    if (await answers(url, isReady)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready at ${url} after ${timeoutMs / 1000}s`);
}

/**
 * Starts a service in its own process group (so stopping it also stops whatever it spawned) and waits
 * until it is ready.
 * @param {Service} service
 * @returns {Promise<Running>}
 */
export async function startService(service) {
  // Otherwise a leftover server from an earlier run would pass the readiness check for the new one.
  if (await answers(service.readyUrl)) {
    throw new Error(`${service.name}: something already answers at ${service.readyUrl}; stop it first.`);
  }
  const running = spawnTask(service);
  try {
    await waitUntilReady(service.readyUrl, service.readyTimeoutMs ?? 60_000, running.exited, service.isReady);
  } catch (error) {
    await stopServices([running]);
    throw new Error(`${service.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ...running, service };
}

/**
 * Spawns a task or service in its own process group with its output prefixed by its name. Callers track
 * the result so that Ctrl-C stops it too.
 * @template {Task} T
 * @param {T} service
 * @returns {{ service: T, child: import('node:child_process').ChildProcess, exited: Promise<number> }}
 */
export function spawnTask(service) {
  const child = spawn(service.command, service.args, {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${service.name}]`;
  prefixLines(child.stdout, prefix, process.stdout, service.output);
  prefixLines(child.stderr, prefix, process.stderr, service.output);
  const running = { service, child, exited: exitOf(child) };
  live.add(running);
  void running.exited.then(() => live.delete(running));
  return running;
}

/**
 * Stops services in reverse start order: SIGTERM to each process group, SIGKILL after a grace period.
 * @param {Pick<Running, 'child' | 'exited'>[]} running
 * @param {number} [graceMs]
 */
export async function stopServices(running, graceMs = 5000) {
  for (const { child, exited } of [...running].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    const group = -child.pid;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      continue; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // exited during the grace period
      }
    }, graceMs);
    await exited;
    clearTimeout(timer);
  }
}
