// @ts-check
// `npm start`: the whole local stack as one process tree. In order: the functions build, the Parley
// emulator (Firestore, Storage), the official Auth and Functions emulators, the seed, the mail outbox
// page, the functions watcher and the web dev server; then one table of URLs and the demo login.
// Ctrl-C, or SIGINT, SIGTERM or SIGHUP to npm or to this script, stops all of it: the root package.json
// `exec`s this script, so the signals npm forwards land here, not on a shell (lib/stop-request.mjs).
// Usage: npm start [-- --persist]   (--persist keeps emulator data in .emulator-data/ across restarts)
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  authAndFunctionsEmulatorArgs,
  emulatorClientEnv,
  FIREBASE_BIN,
  functionsReadyUrl,
  OFFLINE_ENV,
} from './lib/firebase-cli.mjs';
import { startFakeProviders } from './lib/fake-providers.mjs';
import { functionsNodeBinary } from './lib/functions-node.mjs';
import { outboxWebhookEnv } from './lib/outbox-webhooks.mjs';
import { isPortFree } from './lib/ports.mjs';
import { printTable } from './lib/print-table.mjs';
import { hostPort, readProjectConfig, ROOT } from './lib/project-config.mjs';
import { liveProcesses, spawnTask, startService, stopServices } from './lib/services.mjs';
import { onStopRequest } from './lib/stop-request.mjs';
import { buildFunctionsTask, watchFunctions } from './lib/watch-functions.mjs';

const startedAt = Date.now();
const { values: flags } = parseArgs({ options: { persist: { type: 'boolean', default: false } } });
const config = readProjectConfig();
const { projectId } = config;
const web = { host: '127.0.0.1', port: 5173 };
const outbox = { host: '127.0.0.1', port: 8025 };
const DATA_DIR = `${ROOT}.emulator-data`;

/** @type {(() => Promise<void>) | undefined} */
let stopWatching;
/** Base URLs of the provider fakes started because their key is unset (scripts/fakes). */
/** @type {Record<string, string>} */
let fakeProviderEnv = {};
let stopping = false;

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopWatching?.();
  // Exports (with --persist) happen while the emulators stop; give them time before SIGKILL.
  await stopServices(liveProcesses(), flags.persist ? 30_000 : 5000);
  process.exit(code);
}

/** Progress, with the time since start, so a slow part is easy to spot. */
const step = (/** @type {string} */ message) => {
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${message}`);
};

/** @param {string} message */
async function fail(message) {
  console.error(`\n✗ ${message}`);
  await shutdown(1);
}

// Ctrl-C, SIGTERM or SIGHUP to this process or to the `npm start` above it, or that npm dying: stop it all.
onStopRequest((reason) => {
  if (stopping) return;
  console.log(`\nStopping the local stack (${reason})...`);
  void shutdown(0);
});

/** @param {import('./lib/services.mjs').Running} started */
function track(started) {
  // A part that dies while the stack runs takes the stack down, rather than leaving it half-working.
  void started.exited.then((code) => {
    if (stopping) return;
    void fail(`${started.service.name} exited unexpectedly (code ${code}); stopping the rest.`);
  });
}

/** Persisted data, when asked for: import what an earlier run exported, export again on exit. */
function persistArgs(/** @type {string} */ sub, /** @type {string} */ marker) {
  if (!flags.persist) return [];
  const dir = `${DATA_DIR}/${sub}`;
  // Both CLIs refuse an --import directory holding no export, as on the first --persist run.
  return [...(existsSync(`${dir}/${marker}`) ? ['--import', dir] : []), '--export-on-exit', dir];
}

/** @type {[string, import('./lib/project-config.mjs').Address][]} */
const ports = [
  ['web', web],
  ['Mail outbox', outbox],
  ['Auth', config.auth],
  ['Functions', config.functions],
  ['Firestore', config.firestore],
  ['Storage', config.storage],
  ['Emulator hub', config.hub],
];
const VITE_BIN = `${ROOT}node_modules/vite/bin/vite.js`;
const EMULATOR_BIN = `${ROOT}emulator/bin/parley-emulator.mjs`;

try {
  const missing = [FIREBASE_BIN, VITE_BIN, `${ROOT}node_modules/tsx`].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Dependencies are missing (${missing.join(', ')}); run \`npm ci\` first.`);
  }
  for (const [name, address] of ports) {
    if (!(await isPortFree(address))) {
      throw new Error(
        `Port ${address.port} (${name}) is already in use on ${address.host}: another \`npm start\` or ` +
          `emulator is probably running. Stop it (\`lsof -i :${address.port}\` shows what) and try again.`,
      );
    }
  }

  // The build runs while the Parley emulator starts; only the Functions emulator needs its output.
  step('Building functions; starting the Parley emulator (Firestore, Storage)...');
  const build = spawnTask(buildFunctionsTask);
  const clientEnv = emulatorClientEnv({ ...config, auth: config.auth });
  track(
    await startService({
      name: 'parley-emulator',
      command: process.execPath,
      args: [
        EMULATOR_BIN,
        'start',
        '--project',
        projectId,
        '--functions',
        hostPort(config.functions),
        ...persistArgs('parley', 'firestore_export.json'),
      ],
      cwd: ROOT,
      readyUrl: `http://${hostPort(config.firestore)}/`,
      readyTimeoutMs: 30_000,
    }),
  );
  if ((await build.exited) !== 0) {
    throw new Error('The functions build failed (see above); fix it and run npm start again.');
  }

  step('Starting fakes for the providers without a key (scripts/fakes)...');
  const apiUrl = `http://${hostPort(config.functions)}/${projectId}/us-central1/api`;
  // The fake Stripe's hosted checkout posts its signed events to the api function's webhook.
  // The fake voice engine posts made-up calls of the demo agent to the call-events webhook, one every
  // 20 seconds, so the call log and dashboards have live data (docs/calls.md).
  const fakes = await startFakeProviders({
    STRIPE_FAKE_WEBHOOK_URL: `${apiUrl}/stripe/webhook`,
    VOICE_ENGINE_CALL_EVENTS_URL: `${apiUrl}/voice-engine/webhooks/call-events`,
    VOICE_ENGINE_TRICKLE_AGENT: 'demo-agent',
    VOICE_ENGINE_TRICKLE_MS: '20000',
  });
  track(fakes.running);
  fakeProviderEnv = fakes.env;

  step('Starting the official Auth and Functions emulators...');
  track(
    await startService({
      name: 'firebase',
      // The functions run on the Node that runs the CLI: the deployed runtime's (lib/functions-node.mjs).
      command: functionsNodeBinary(config.functionsRuntime),
      args: authAndFunctionsEmulatorArgs(
        projectId,
        ...persistArgs('firebase', 'firebase-export-metadata.json'),
      ),
      cwd: ROOT,
      // The Functions emulator's workers inherit this, so functions reach our Firestore and Storage.
      env: {
        ...OFFLINE_ENV,
        ...clientEnv,
        ...fakeProviderEnv,
        // Where the voice engine (the fake, locally) reports call ends: the api function's webhook.
        VOICE_ENGINE_WEBHOOK_URL: `http://${hostPort(config.functions)}/${projectId}/us-central1/api/outbound/webhooks/call-ended`,
        // Webhooks to the team's automations (integration requests) land in the outbox.
        ...outboxWebhookEnv(outbox.port, fakeProviderEnv.PARLEY_OUTBOUND_LOCAL_HOSTS),
      },
      readyUrl: functionsReadyUrl(config.functions, projectId),
      isReady: (response) => response.ok,
      readyTimeoutMs: 90_000,
    }),
  );

  step('Seeding demo data...');
  const seed = spawnTask({
    name: 'seed',
    command: process.execPath,
    args: ['--import', 'tsx', `${ROOT}scripts/seed/run.ts`],
    cwd: ROOT,
    env: { ...OFFLINE_ENV, ...clientEnv },
  });
  if ((await seed.exited) !== 0) throw new Error('Seeding failed (see above).');

  track(
    await startService({
      name: 'outbox',
      command: process.execPath,
      args: ['--import', 'tsx', `${ROOT}scripts/outbox/run.ts`, '--port', String(outbox.port)],
      cwd: ROOT,
      env: { ...OFFLINE_ENV, ...clientEnv },
      readyUrl: `http://${hostPort(outbox)}/`,
    }),
  );

  stopWatching = watchFunctions({ log: (line) => console.log(`[functions] ${line}`) });

  step('Starting the web dev server...');
  const emulatorVar = (/** @type {{ host: string, port: number }} */ address) => hostPort(address);
  track(
    await startService({
      name: 'web',
      command: process.execPath,
      args: [VITE_BIN, '--host', web.host, '--port', String(web.port), '--strictPort'],
      cwd: `${ROOT}web`,
      env: {
        VITE_FIREBASE_PROJECT_ID: projectId,
        VITE_USE_EMULATORS: 'true',
        VITE_AUTH_EMULATOR_HOST: emulatorVar(config.auth),
        VITE_FIRESTORE_EMULATOR_HOST: emulatorVar(config.firestore),
        VITE_STORAGE_EMULATOR_HOST: emulatorVar(config.storage),
        VITE_FUNCTIONS_EMULATOR_HOST: emulatorVar(config.functions),
      },
      readyUrl: `http://${hostPort(web)}/`,
    }),
  );
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}

printTable({
  seconds: (Date.now() - startedAt) / 1000,
  projectId,
  rows: [
    ['App', `http://${hostPort(web)}/`],
    ['Auth', `http://${hostPort(config.auth)}/`],
    ['Functions', `http://${hostPort(config.functions)}/${projectId}/us-central1/`],
    ['Firestore', `http://${hostPort(config.firestore)}/`],
    ['Storage', `http://${hostPort(config.storage)}/`],
    ...Object.entries(fakeProviderEnv)
      .filter(([, value]) => value.startsWith('http'))
      .map(([name, url]) => /** @type {[string, string]} */ ([`Fake ${name}`, `${url}/`])),
    ['Mail outbox', `http://${hostPort(outbox)}/`],
  ],
  persist: flags.persist ? DATA_DIR : null,
});
