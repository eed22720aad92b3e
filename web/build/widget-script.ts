import { fileURLToPath } from 'node:url';
import { build, runnerImport, type Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/widget/widget.ts', import.meta.url));
const ENV_SCHEMA = fileURLToPath(new URL('../src/lib/env-schema.ts', import.meta.url));
/** Where the app serves the script: the embed snippet's `{app origin}/widget.js`. */
const FILE_NAME = 'widget.js';

/**
 * widget.js as one classic script (an IIFE: a customer's page loads it with a plain <script async>,
 * which cannot import modules), minified, with the API's base URL written in: the app's own API base
 * (env-schema's apiBaseUrl), '' when deployed, where widget.js then uses the origin it came from.
 */
async function bundleWidget(apiBase: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // Nothing of the app's: no public/ folder, no .env files (the API base is passed in).
    publicDir: false,
    envDir: false,
    define: { __PARLEY_API_BASE__: JSON.stringify(apiBase) },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'ParleyWidget', fileName: () => FILE_NAME },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error('The widget build produced no script');
}

/**
 * Serves `/widget.js` from the dev server (built on each request, so an edit shows on reload) and
 * adds it to the production build's output beside index.html. Its source is web/src/widget/.
 */
export function widgetScript(): Plugin {
  let apiBase = '';
  return {
    name: 'parley-widget-script',
    async configResolved(config) {
      // Through Vite's module runner, not a plain import: Vite bundles this config file for Node and
      // leaves @parley/domain (TypeScript, which env-schema imports) to Node, which cannot load it.
      const { module } = await runnerImport<typeof import('../src/lib/env-schema.ts')>(ENV_SCHEMA, {
        configFile: false,
        logLevel: 'silent',
      });
      apiBase = module.parseEnv(config.env).apiBaseUrl;
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_req, res, next) => {
        bundleWidget(apiBase).then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: await bundleWidget(apiBase) });
    },
  };
}
