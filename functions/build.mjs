// Bundles the functions for `firebase deploy`: src/index.ts → dist/index.js, and the code-block sandbox's
// worker → dist/code-sandbox-worker.js (ESM, for the Node major of functions/package.json "engines", the
// one firebase.json's runtime names), plus a dist/package.json listing only registry dependencies. Workspace packages (@parley/*) are inlined because
// Cloud Build installs dist/ from the npm registry, where they do not exist; registry packages stay
// external so Cloud Build installs them and cold starts share npm's cache.
//
// Usage: node build.mjs [--outdir <dir>]   (default: functions/dist)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const WORKSPACE_SCOPE = '@parley/';
const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: join(here, 'dist') } } });
const outdir = resolve(args.outdir);

const manifest = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
/** @type {Record<string, string>} */
const registryDependencies = manifest.dependencies ?? {};
const workspaceDependencies = Object.keys(registryDependencies).filter((name) =>
  name.startsWith(WORKSPACE_SCOPE),
);
if (workspaceDependencies.length > 0) {
  throw new Error(
    `functions/package.json "dependencies" must list registry packages only; move ${workspaceDependencies.join(', ')} to devDependencies (it is inlined into the bundle).`,
  );
}

/** "22" from engines.node: the deployed runtime's major, which the bundle targets and dist/ declares. */
const nodeMajor = /^(\d+)$/.exec(manifest.engines?.node ?? '')?.[1];
if (!nodeMajor) {
  throw new Error('functions/package.json "engines.node" must be the deployed Node major alone, e.g. "22".');
}

const builtins = new Set(builtinModules);

/** "@scope/name/sub/path" → "@scope/name"; "name/sub" → "name". */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Decides, for every bare import, whether it is inlined (workspace), external (Node built-in or a listed
 * registry dependency), or an error: an unlisted package would be missing in production, so fail now.
 * @type {import('esbuild').Plugin}
 */
const dependencyPolicy = {
  name: 'parley-dependency-policy',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArgs) => {
      const specifier = resolveArgs.path;
      if (specifier.startsWith(WORKSPACE_SCOPE)) return undefined;
      if (specifier.startsWith('node:') || builtins.has(packageNameOf(specifier))) {
        return { path: specifier, external: true };
      }
      const name = packageNameOf(specifier);
      if (Object.hasOwn(registryDependencies, name)) return { path: specifier, external: true };
      return {
        errors: [
          {
            text: `"${specifier}" (imported by ${resolveArgs.importer}) is not in functions/package.json "dependencies"; add it there so the deployed bundle can install it.`,
          },
        ],
      };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  absWorkingDir: here,
  entryPoints: {
    index: 'src/index.ts',
    // The code-block sandbox's worker thread, started by file (src/integrations/code/sandbox-pool.ts
    // looks for it beside index.js); its QuickJS WebAssembly stays in node_modules, an external dependency.
    'code-sandbox-worker': 'src/integrations/code/sandbox-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: `node${nodeMajor}`,
  format: 'esm',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [dependencyPolicy],
});

const deployManifest = {
  name: manifest.name,
  version: manifest.version,
  private: true,
  type: 'module',
  main: 'index.js',
  engines: { node: nodeMajor },
  dependencies: registryDependencies,
};
await writeFile(join(outdir, 'package.json'), `${JSON.stringify(deployManifest, null, 2)}\n`);

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`functions: bundled into ${outdir} (${(bytes / 1024).toFixed(1)} KiB with source map)`);
