import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError, parseStartArgs } from '../../src/server/cli-args.ts';
import { readProjectConfig } from '../../src/server/project-config.ts';
import { BIN, exitCode, projectDir, startCli } from '../helpers/cli-process.ts';

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
