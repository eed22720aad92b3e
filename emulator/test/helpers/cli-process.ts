import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real `parley-emulator` bin, run as its own process as developers and the test harness run it. */
export const BIN = fileURLToPath(new URL('../../bin/parley-emulator.mjs', import.meta.url));

/** A temporary project directory with firebase.json, .firebaserc and an empty firestore.rules. */
export async function projectDir(firebaseJson: object, projectId = 'demo-cli'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-cli-'));
  await writeFile(path.join(dir, 'firebase.json'), JSON.stringify(firebaseJson));
  await writeFile(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));
  await writeFile(path.join(dir, 'firestore.rules'), "rules_version = '2';\nservice cloud.firestore {}\n");
  return dir;
}

/** Starts the real bin and resolves with the ready line (or rejects with everything it printed). */
export function startCli(
  cwd: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; readyLine: string }> {
  const child = spawn(process.execPath, [BIN, 'start', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`No ready line within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('Parley emulator ready'));
      if (line) {
        clearTimeout(timer);
        resolve({ child, readyLine: line });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', resolve);
  });
}
