// vitest globalSetup: starts the emulators once per `vitest run` (however many projects install it)
// and hands their addresses to the workers. Firestore and Storage are the Parley emulator, in-process;
// Auth and Functions start only when a test asks (require-emulator.ts). PARLEY_EMULATORS=external uses
// emulators already running instead, e.g. the official suite under `firebase emulators:exec`.
import { createServer, type Server } from 'node:http';
import { startEmulator } from '@parley/emulator';
import type { TestProject } from 'vitest/node';
import { freePort } from '../lib/ports.mjs';
import { readProjectConfig } from '../lib/project-config.mjs';
import { startOfficialEmulators, type OfficialEmulators } from './official-emulators';
import { RULES_PROBLEMS_PATH, rulesProblems } from './rules-problems';
import { EXTERNAL, type TestEnv } from './test-env';

interface Harness {
  env: TestEnv;
  users: number;
  stop(): Promise<void>;
}

// Shared through globalThis because vitest may load this module once per project.
const KEY = Symbol.for('parley.test-harness');
const shared = globalThis as { [KEY]?: Promise<Harness> };

const fail = (what: string, error: unknown): Error =>
  new Error(`Parley test harness: ${what}: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });

async function externalHarness(projectId: string): Promise<Harness> {
  const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_STORAGE_EMULATOR_HOST: storage } = process.env;
  if (!firestore || !storage) {
    throw new Error(
      'PARLEY_EMULATORS=external needs FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST ' +
        '(`firebase emulators:exec` sets both; see `npm run test:official`).',
    );
  }
  for (const host of [firestore, storage]) {
    await fetch(`http://${host}/`).catch((error: unknown) => {
      throw fail(`no emulator answers at ${host}`, error);
    });
  }
  return { env: { projectId, firestore, storage }, users: 0, stop: () => Promise.resolve() };
}

/**
 * POST /require/{auth|functions} → { host }: starts the official emulators once, on first request.
 * GET /rules-problems → { problems }: the rules files that failed to compile, or null.
 */
function controlServer(
  env: TestEnv,
  functionsPort: number,
  rulesReport: () => string | null,
): { server: Server; stopOfficial: () => Promise<void> } {
  let official: Promise<OfficialEmulators> | undefined;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === RULES_PROBLEMS_PATH) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ problems: rulesReport() }));
      return;
    }
    const name = /^\/require\/(auth|functions)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !name) {
      res.writeHead(404).end();
      return;
    }
    official ??= startOfficialEmulators(env, functionsPort);
    official.then(
      (running) => {
        const host = name === 'auth' ? running.auth : running.functions;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ host }));
      },
      (error: unknown) => {
        const message = fail('could not start the official Auth and Functions emulators', error).message;
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: message }));
      },
    );
  });
  const stopOfficial = async () => {
    const running = await official?.catch(() => undefined);
    await running?.stop();
  };
  return { server, stopOfficial };
}

/** The Parley emulator with the given rules files and the control server; exported for its tests. */
export async function localHarness(
  projectId: string,
  rules: { firestore: string; storage: string },
): Promise<Harness> {
  // The Functions emulator starts only if a test asks, but the Parley emulator learns at start where to
  // deliver Firestore and Storage events (it retries until that emulator answers): reserve its port now.
  const [functionsPort, appPort, outboxPort, websitePort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const rulesLoads = rulesProblems();
  const emulator = await startEmulator({
    projectId,
    functions: `127.0.0.1:${functionsPort}`,
    firestorePort: 0,
    storagePort: 0,
    firestoreRules: rules.firestore,
    storageRules: rules.storage,
    log: () => undefined, // progress is not test output; broken rules files come through onRulesLoad
    onRulesLoad: rulesLoads.onRulesLoad,
  }).catch((error: unknown) => {
    throw fail('could not start the Parley emulator', error);
  });
  const broken = rulesLoads.report();
  if (broken) {
    await emulator.stop();
    throw new Error(`Parley test harness: ${broken}`);
  }
  const host = (address: { host: string; port: number }) => `${address.host}:${address.port}`;
  const partial = {
    projectId,
    firestore: host(emulator.firestore),
    storage: host(emulator.storage),
    appBaseUrl: `http://127.0.0.1:${appPort}`,
    outboxUrl: `http://127.0.0.1:${outboxPort}/`,
    fakeWebsiteUrl: `http://127.0.0.1:${websitePort}/`,
  };
  const { server, stopOfficial } = controlServer(partial, functionsPort, rulesLoads.report);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    env: { ...partial, controlUrl: `http://127.0.0.1:${port}` },
    users: 0,
    stop: async () => {
      server.close();
      await Promise.all([stopOfficial(), emulator.stop()]);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = readProjectConfig();
  shared[KEY] ??= EXTERNAL
    ? externalHarness(config.projectId)
    : localHarness(config.projectId, { firestore: config.firestoreRules, storage: config.storageRules });
  let harness: Harness;
  try {
    harness = await shared[KEY];
  } catch (error) {
    shared[KEY] = undefined;
    throw error;
  }
  harness.users += 1;
  project.provide('parleyTestEnv', harness.env);
  return async () => {
    harness.users -= 1;
    if (harness.users > 0) return;
    shared[KEY] = undefined;
    await harness.stop();
  };
}
