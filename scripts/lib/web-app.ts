// The web app under test: built by Vite for this run's emulators (their ports are only known now) and
// served by `vite preview` at the origin the harness reserved, which the Functions emulator also puts
// in e-mail links. A production build, so the journeys see the bundles users get.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
// One build per process, so an e2e run and a benchmark never overwrite each other's bundle.
const OUT_DIR = fileURLToPath(new URL(`../../.cache/web-under-test-${process.pid}/`, import.meta.url));

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
  await build({
    root: WEB_ROOT,
    configFile,
    // The size advice Vite prints is bench:web's business, not the journeys'.
    logLevel: 'error',
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false },
  });
  const server: PreviewServer = await preview({
    root: WEB_ROOT,
    configFile,
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: hostname, port: Number(port), strictPort: true },
  });
  return {
    url: appBaseUrl.replace(/\/?$/, '/'),
    close: async () => {
      await server.close();
      await rm(OUT_DIR, { recursive: true, force: true });
    },
  };
}
