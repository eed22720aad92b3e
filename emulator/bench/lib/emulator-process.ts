import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../bin/parley-emulator.mjs', import.meta.url));
const READY = /Parley emulator ready: Firestore http:\/\/([^:\s]+):(\d+).*Storage http:\/\/[^:\s]+:(\d+)/;

export interface EmulatorProcess {
  host: string;
  port: number;
  storagePort: number;
  pid: number;
  /** From spawn to the ready line, including Node start and tsx's loader. */
  startMs: number;
  rssBytes(): number | null;
  stop(): Promise<void>;
}

/**
 * Spawns `parley-emulator start` on ephemeral ports in an empty directory (so no firebase.json or
 * rules of this repo apply) and resolves when it prints its ready line.
 */
export function spawnEmulator(projectId: string, timeoutMs = 30_000): Promise<EmulatorProcess> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'parley-bench-'));
  const started = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [
      CLI,
      'start',
      '--project',
      projectId,
      '--host',
      '127.0.0.1',
      '--firestore-port',
      '0',
      '--storage-port',
      '0',
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Emulator not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (data: Buffer): void => {
      output += data.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      const startMs = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({
        host: match[1] ?? '127.0.0.1',
        port: Number(match[2]),
        storagePort: Number(match[3]),
        pid: child.pid ?? 0,
        startMs,
        rssBytes: () => readRss(child.pid ?? 0),
        stop: () => stopChild(child, cwd),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Emulator exited (${code ?? 'signal'}) before ready:\n${output}`));
    });
  });
}

/** VmRSS of a process from /proc (Linux); null elsewhere. */
export function readRss(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function stopChild(child: ChildProcess, cwd: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      rmSync(cwd, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) {
      done();
      return;
    }
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}
