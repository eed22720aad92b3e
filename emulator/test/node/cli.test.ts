import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UsageError, parseStartArgs } from '../../src/server/cli-args.ts';
import { readProjectConfig } from '../../src/server/project-config.ts';

const BIN = fileURLToPath(new URL('../../bin/parley-emulator.mjs', import.meta.url));

async function projectDir(firebaseJson: object, projectId = 'demo-cli'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-cli-'));
  await writeFile(path.join(dir, 'firebase.json'), JSON.stringify(firebaseJson));
  await writeFile(path.join(dir, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));
  await writeFile(path.join(dir, 'firestore.rules'), "rules_version = '2';\nservice cloud.firestore {}\n");
  return dir;
}

/** Starts the real bin and resolves with the ready line (or rejects with everything it printed). */
function startCli(cwd: string, args: string[] = []): Promise<{ child: ChildProcess; readyLine: string }> {
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

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', resolve);
  });
}

describe('parley-emulator start arguments', () => {
  it('parses every documented flag, in both --flag value and --flag=value forms', () => {
    expect(
      parseStartArgs([
        '--project',
        'p',
        '--host=0.0.0.0',
        '--firestore-port',
        '8081',
        '--storage-port=9198',
        '--firestore-rules',
        'f.rules',
        '--storage-rules',
        's.rules',
        '--functions',
        '127.0.0.1:5001',
        '--import',
        'in',
        '--export-on-exit',
        'out',
      ]),
    ).toEqual({
      projectId: 'p',
      host: '0.0.0.0',
      firestorePort: 8081,
      storagePort: 9198,
      firestoreRules: 'f.rules',
      storageRules: 's.rules',
      functions: '127.0.0.1:5001',
      importDir: 'in',
      exportOnExit: 'out',
    });
  });

  it.each([
    [['--bogus', 'x']],
    [['--firestore-port', 'abc']],
    [['--project']],
    [['--storage-port', '70000']],
  ])('rejects %j with a usage error', (args) => {
    expect(() => parseStartArgs(args)).toThrow(UsageError);
  });

  it('reads ports and rules from firebase.json and the project from .firebaserc, walking up', async () => {
    const dir = await projectDir({
      firestore: { rules: 'firestore.rules' },
      storage: { rules: 'storage.rules' },
      emulators: { firestore: { host: '127.0.0.1', port: 8181 }, storage: { port: 9191 } },
    });
    const nested = path.join(dir, 'a', 'b');
    await mkdir(nested, { recursive: true });
    expect(readProjectConfig(nested)).toEqual({
      projectId: 'demo-cli',
      firestoreHost: '127.0.0.1',
      firestorePort: 8181,
      storagePort: 9191,
      firestoreRules: path.join(dir, 'firestore.rules'),
      storageRules: path.join(dir, 'storage.rules'),
    });
  });
});

describe('parley-emulator bin', () => {
  it('prints the ready line with both addresses, serves, and exports on SIGTERM before exiting 0', async () => {
    const dir = await projectDir({
      firestore: { rules: 'firestore.rules' },
      emulators: { firestore: { port: 0 }, storage: { port: 0 } },
    });
    const exportDir = path.join(dir, 'export');
    const { child, readyLine } = await startCli(dir, ['--export-on-exit', exportDir]);
    try {
      const firestore = /Firestore http:\/\/([\d.]+):(\d+)/.exec(readyLine);
      expect(firestore).not.toBeNull();
      expect(readyLine).toMatch(/Storage http:\/\/[\d.]+:\d+/);
      expect(readyLine).toContain('demo-cli');
      const res = await fetch(`http://${firestore?.[1] ?? ''}:${firestore?.[2] ?? ''}/`);
      expect(await res.text()).toBe('Ok');
      const exited = exitCode(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(path.join(exportDir, 'firestore_export.json'))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('exits with 2 and prints usage for an unknown option', async () => {
    const dir = await projectDir({});
    const child = spawn(process.execPath, [BIN, 'start', '--nope'], { cwd: dir, stdio: 'ignore' });
    expect(await exitCode(child)).toBe(2);
  });
});
