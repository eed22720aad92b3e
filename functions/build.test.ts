import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickJSWasmModule } from './src/integrations/code/quickjs-wasm';

const functionsDir = import.meta.dirname;

/** "22" for firebase.json's `nodejs22`: the runtime Cloud Functions deploys the bundle to. */
async function deployedNodeMajor(): Promise<string> {
  const firebase = JSON.parse(await readFile(join(functionsDir, '..', 'firebase.json'), 'utf8')) as {
    functions: { runtime: string }[];
  };
  return firebase.functions[0]?.runtime.replace(/^nodejs/, '') ?? '';
}

describe('build.mjs (the deploy bundle)', () => {
  let outdir: string;
  beforeAll(async () => {
    // Inside functions/ so the bundle's registry imports resolve from node_modules, as after Cloud Build.
    outdir = await mkdtemp(join(functionsDir, '.build-test-'));
    await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: functionsDir });
  });
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it('writes a package.json with exactly the registry dependencies', async () => {
    const source = JSON.parse(await readFile(join(functionsDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const deployed = JSON.parse(await readFile(join(outdir, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;

    expect(deployed).toMatchObject({
      type: 'module',
      main: 'index.js',
      engines: { node: await deployedNodeMajor() },
    });
    expect(deployed.dependencies).toEqual(source.dependencies);
    expect(Object.keys(source.dependencies).some((name) => name.startsWith('@parley/'))).toBe(false);
    // Registry semver ranges only: Cloud Build cannot follow file:, link:, workspace: or git specs.
    expect(Object.values(source.dependencies).filter((spec) => !/^[\^~]?\d/.test(spec))).toEqual([]);
  });

  it('inlines the workspace domain package instead of importing it', async () => {
    const bundle = await readFile(join(outdir, 'index.js'), 'utf8');

    expect(bundle).not.toMatch(/from\s+["']@parley\//);
    expect(bundle).toContain('packages/domain/src');
  });

  it('exports the deployable functions with their trigger metadata', async () => {
    const bundle = (await import(pathToFileURL(join(outdir, 'index.js')).href)) as Record<string, unknown>;

    expect(bundle.health).toBeTypeOf('function');
    expect(bundle.health).toHaveProperty('__endpoint.httpsTrigger');
  });

  it('writes the code-block sandbox worker, which instantiates the QuickJS module the host compiled from node_modules and runs a job', async () => {
    const worker = new Worker(join(outdir, 'code-sandbox-worker.js'), {
      env: {},
      workerData: { wasmModule: quickJSWasmModule() },
    });
    try {
      const answer = await new Promise<unknown>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (message: { ready?: boolean }) => {
          if (!message.ready) {
            resolve(message);
            return;
          }
          worker.postMessage({
            id: 1,
            job: {
              code: 'export default function run(input) { return input.n + 1; }',
              inputJson: '{"n":41}',
              limits: {
                timeMs: 1000,
                memoryBytes: 64 << 20,
                maxOutputBytes: 1024,
                maxLogLines: 10,
                maxLogBytes: 1024,
              },
            },
          });
        });
      });

      expect(answer).toMatchObject({ id: 1, result: { status: 'ok', output: 42 }, recycle: false });
    } finally {
      await worker.terminate();
    }
  });
});
