// The web app under test: built by Vite for this run's emulators (their ports are only known now) and
// served by `vite preview` at the origin the harness reserved, which the Functions emulator also puts
// in e-mail links. A production build, so the journeys see the bundles users get.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));

export interface WebAppHosts {
  projectId: string;
  auth: string;
  functions: string;
  firestore: string;
  storage: string;
}

export interface WebApp {
  url: string;
  close(): Promise<void>;
}

export async function startWebApp(appBaseUrl: string, hosts: WebAppHosts): Promise<WebApp> {
  const { hostname, port } = new URL(appBaseUrl);
  const env = {
    VITE_FIREBASE_PROJECT_ID: hosts.projectId,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_HOST: hosts.auth,
    VITE_FIRESTORE_EMULATOR_HOST: hosts.firestore,
    VITE_STORAGE_EMULATOR_HOST: hosts.storage,
    VITE_FUNCTIONS_EMULATOR_HOST: hosts.functions,
  };
  // Vite reads VITE_* variables from the environment at build time.
  Object.assign(process.env, env);
  const configFile = `${WEB_ROOT}vite.config.ts`;
  // Every app gets a build folder of its own in the OS temp dir, removed when it closes: journeys and
  // browser benches running at once (even two apps in one process) never empty each other's bundle,
  // and nothing is left in the repo. web/dist stays the deploy build's alone.
  const outDir = await mkdtemp(join(tmpdir(), 'parley-web-under-test-'));
  // A run that crashes before close() (a bench's uncaught error) still leaves nothing behind.
  const removeAtExit = () => {
    rmSync(outDir, { recursive: true, force: true });
  };
  process.once('exit', removeAtExit);
  const removeOutDir = async () => {
    process.off('exit', removeAtExit);
    await rm(outDir, { recursive: true, force: true });
  };
  let server: PreviewServer;
  try {
    await build({
      root: WEB_ROOT,
      configFile,
      // The size advice Vite prints is bench:web's business, not the journeys'.
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    server = await preview({
      root: WEB_ROOT,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: hostname, port: Number(port), strictPort: true },
    });
  } catch (error) {
    await removeOutDir();
    throw error;
  }
  return {
    url: appBaseUrl.replace(/\/?$/, '/'),
    close: async () => {
      await server.close();
      await removeOutDir();
    },
  };
}
