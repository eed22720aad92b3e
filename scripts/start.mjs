// @ts-check
// `npm start`: the whole local stack as one process tree: the functions build, the Parley emulator
// (Firestore, Storage), the provider fakes, the web dev server and the mail outbox start side by side;
// the official Auth and Functions emulators once the build and the fakes are done; the seed once Auth
// answers; then a worker each for the health check and the api. Each phase prints its time, and a summary
// of them comes before the table of URLs and the demo login (docs/local-stack.md#phases).
// Ctrl-C, or SIGINT, SIGTERM or SIGHUP to npm or to this script, stops all of it: the root package.json
// `exec`s this script, so the signals npm forwards land here, not on a shell (lib/stop-request.mjs).
// Usage: npm start [-- --persist]   (--persist keeps emulator data in .emulator-data/ across restarts)
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  authAndFunctionsEmulatorArgs,
  emulatorClientEnv,
  FIREBASE_BIN,
  functionsLoaded,
  functionsLoadedUrl,
  FUNCTIONS_EMULATOR_ENV,
  OFFLINE_ENV,
  warmFunctions,
} from './lib/firebase-cli.mjs';
import { startFakeProviders } from './lib/fake-providers.mjs';
import { functionsNodeBinary } from './lib/functions-node.mjs';
import { outboxWebhookEnv } from './lib/outbox-webhooks.mjs';
import { isPortFree } from './lib/ports.mjs';
import { printTable } from './lib/print-table.mjs';
import { hostPort, readProjectConfig, ROOT } from './lib/project-config.mjs';
import { phaseTimer } from './lib/phases.mjs';
import { liveProcesses, spawnTask, startService, stopServices, waitUntilReady } from './lib/services.mjs';
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

/**
 * A part started in the background: its failure stops the stack at once, whatever the main flow awaits.
 * @template T
 * @param {Promise<T>} work
 * @returns {Promise<T>}
 */
function background(work) {
  return work.catch(async (/** @type {unknown} */ error) => {
    await fail(error instanceof Error ? error.message : String(error));
    return new Promise(() => undefined); // fail() exits; nothing after this part may run
  });
}

const phases = phaseTimer(startedAt);
const apiUrl = `http://${hostPort(config.functions)}/${projectId}/us-central1/api`;

try {
  const missing = [FIREBASE_BIN, VITE_BIN, `${ROOT}node_modules/tsx`].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Dependencies are missing (${missing.join(', ')}); run \`npm ci\` first.`);
  }
  const free = await Promise.all(ports.map(([, address]) => isPortFree(address)));
  const taken = ports.find((_, index) => !free[index]);
  if (taken) {
    const [name, address] = taken;
    throw new Error(
      `Port ${address.port} (${name}) is already in use on ${address.host}: another \`npm start\` or ` +
        `emulator is probably running. Stop it (\`lsof -i :${address.port}\` shows what) and try again.`,
    );
  }

  // Everything that needs nothing but its ports starts at once. Only the Functions emulator waits: for
  // the functions build and for the fakes' URLs, which its workers inherit.
  const clientEnv = emulatorClientEnv({ ...config, auth: config.auth });
  const built = background(
    phases.time('Functions build', async () => {
      if ((await spawnTask(buildFunctionsTask).exited) !== 0) {
        throw new Error('The functions build failed (see above); fix it and run npm start again.');
      }
    }),
  );
  const emulatorReady = background(
    phases.time('Parley emulator (Firestore, Storage)', async () => {
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
    }),
  );
  // The fake Stripe's hosted checkout posts its signed events to the api function's webhook.
  // The fake voice engine posts made-up calls of the demo agent to the call-events webhook, one every
  // 20 seconds, so the call log and dashboards have live data (docs/calls.md).
  const fakesReady = background(
    phases.time('Provider fakes (scripts/fakes)', async () => {
      const fakes = await startFakeProviders({
        STRIPE_FAKE_WEBHOOK_URL: `${apiUrl}/stripe/webhook`,
        VOICE_ENGINE_CALL_EVENTS_URL: `${apiUrl}/voice-engine/webhooks/call-events`,
        VOICE_ENGINE_TRICKLE_AGENT: 'demo-agent',
        VOICE_ENGINE_TRICKLE_MS: '20000',
      });
      track(fakes.running);
      fakeProviderEnv = fakes.env;
    }),
  );
  const webReady = background(
    phases.time('Web dev server (Vite)', async () => {
      track(
        await startService({
          name: 'web',
          command: process.execPath,
          args: [VITE_BIN, '--host', web.host, '--port', String(web.port), '--strictPort'],
          cwd: `${ROOT}web`,
          env: {
            VITE_FIREBASE_PROJECT_ID: projectId,
            VITE_USE_EMULATORS: 'true',
            VITE_AUTH_EMULATOR_HOST: hostPort(config.auth),
            VITE_FIRESTORE_EMULATOR_HOST: hostPort(config.firestore),
            VITE_STORAGE_EMULATOR_HOST: hostPort(config.storage),
            VITE_FUNCTIONS_EMULATOR_HOST: hostPort(config.functions),
          },
          readyUrl: `http://${hostPort(web)}/`,
        }),
      );
    }),
  );
  const outboxReady = background(
    emulatorReady.then(() =>
      phases.time('Mail outbox', async () => {
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
      }),
    ),
  );

  await Promise.all([built, fakesReady]);
  const functionsReady = background(
    phases.time('Auth and Functions emulators (functions loaded)', async () => {
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
            ...FUNCTIONS_EMULATOR_ENV,
            ...clientEnv,
            ...fakeProviderEnv,
            // Where the voice engine (the fake, locally) reports call ends: the api function's webhook.
            VOICE_ENGINE_WEBHOOK_URL: `${apiUrl}/outbound/webhooks/call-ended`,
            // Webhooks to the team's automations (integration requests) land in the outbox.
            ...outboxWebhookEnv(outbox.port, fakeProviderEnv.PARLEY_OUTBOUND_LOCAL_HOSTS),
          },
          // Loaded, not yet serving: a worker starts on the first request (warmed below).
          readyUrl: functionsLoadedUrl(config.functions),
          isReady: functionsLoaded,
          // A busy 2-core machine has taken minutes here: slow is not broken, so wait (docs/local-stack.md).
          readyTimeoutMs: 180_000,
        }),
      );
    }),
  );

  // The seed writes Storage and Firestore first and the demo Auth account last, so it starts as soon as
  // Auth answers, while the functions still load: the events of its writes wait in the Parley emulator
  // until they are (docs/emulator.md), and the user-created trigger finds the seeded user document.
  const seeded = background(
    emulatorReady.then(() =>
      phases.time('Seed (demo data)', async () => {
        // A firebase CLI that dies stops the stack (track above), so only the time bounds this wait.
        await waitUntilReady(`http://${hostPort(config.auth)}/`, 180_000, new Promise(() => undefined));
        const seed = spawnTask({
          name: 'seed',
          command: process.execPath,
          args: ['--import', 'tsx', `${ROOT}scripts/seed/run.ts`],
          cwd: ROOT,
          env: { ...OFFLINE_ENV, ...clientEnv },
        });
        if ((await seed.exited) !== 0) throw new Error('Seeding failed (see above).');
      }),
    ),
  );

  await functionsReady;
  stopWatching = watchFunctions({ log: (line) => console.log(`[functions] ${line}`) });
  // A worker for the health check and one for the api now, so the first page does not wait for them.
  // Only a head start: if they are slow, the stack still runs, and the first request waits instead.
  const warmed = phases.time('Functions workers (health, api)', () =>
    warmFunctions(config.functions, projectId, ['health', 'api/']).catch((/** @type {unknown} */ error) => {
      console.warn(
        `⚠ Functions workers not warmed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }),
  );
  await Promise.all([emulatorReady, seeded, warmed, webReady, outboxReady]);
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}

console.log(`\n${phases.summary()}`);
printTable({
  seconds: (Date.now() - startedAt) / 1000,
  projectId,
  rows: [
    ['App', `http://${hostPort(web)}/`],
    ['Auth', `http://${hostPort(config.auth)}/`],
    ['Functions', `http://${hostPort(config.functions)}/${projectId}/us-central1/`],
    ['Firestore', `http://${hostPort(config.firestore)}/`],
    ['Storage', `http://${hostPort(config.storage)}/`],
    // The LLM is named as scripted: its replies follow fixed rules, not a model (docs/scripted-llm.md).
    ...Object.entries(fakeProviderEnv)
      .filter(([, value]) => value.startsWith('http'))
      .map(
        ([name, url]) =>
          /** @type {[string, string]} */ (
            name === 'LLM_BASE_URL'
              ? ['LLM', `scripted fake (OpenAI API) at ${url}/`]
              : [`Fake ${name}`, `${url}/`]
          ),
      ),
    ['Mail outbox', `http://${hostPort(outbox)}/`],
  ],
  persist: flags.persist ? DATA_DIR : null,
});
