// The official Auth and Functions emulators for a test run: one firebase-tools child on free ports
// (never the ports `npm start` uses), serving functions built for this run. Runs in the global setup.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { API_FUNCTION_NAME, API_ROUTES } from '@parley/domain';
import {
  authAndFunctionsEmulatorArgs,
  functionsLoaded,
  functionsLoadedUrl,
  FUNCTIONS_EMULATOR_ENV,
  OFFLINE_ENV,
  warmFunctions,
} from '../lib/firebase-cli.mjs';
import { outboxWebhookEnv } from '../lib/outbox-webhooks.mjs';
import { functionsNodeBinary, runtimeMajor } from '../lib/functions-node.mjs';
import { freePort } from '../lib/ports.mjs';
import { readProjectConfig, ROOT } from '../lib/project-config.mjs';
import { spawnTask, startService, stopServices } from '../lib/services.mjs';
import { buildFunctionsTask } from '../lib/watch-functions.mjs';
import { startFakeProviders, type RunningFakes } from '../fakes';
import { FAKE_WEBSITE_HOST, startFakeWebsite, type FakeWebsite } from '../fakes/website';
import { clientEnv, type TestEnv } from './test-env';

export interface OfficialEmulators {
  auth: string;
  functions: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Keeps the last lines a child printed, to explain a failure without flooding the test output. */
function tail(limit = 40) {
  const lines: string[] = [];
  return {
    push: (line: string) => {
      lines.push(line);
      if (lines.length > limit) lines.shift();
    },
    text: () => lines.join('\n'),
  };
}

/**
 * Watches the CLI's output for the line firebase-tools logs when it picks the functions' Node, so a run
 * whose functions would not run on the deployed runtime's major fails instead of passing on another Node.
 */
function nodeOfFunctions(runtime: string) {
  const expected = `Using node@${runtimeMajor(runtime)} from`;
  let picked: string | undefined;
  return {
    see: (line: string) => {
      if (/Using node@\d+ from|doesn't match your global version/.test(line)) picked ??= line.trim();
    },
    /** Why the functions do not run on the runtime's Node, or undefined when they do. */
    mismatch: (): string | undefined =>
      picked?.includes(expected)
        ? undefined
        : `the Functions emulator does not run the functions on the ${runtime} runtime's Node: ` +
          `expected "${expected} ...", it said ${picked ? `"${picked}"` : 'nothing about its Node'}`,
  };
}

export interface OfficialEmulatorOptions {
  /** Start the provider fakes and hand the functions their URLs and keys (default true). */
  fakeProviders?: boolean;
  /** Receives each line the CLI prints, as well as the failure tail. */
  output?: (line: string) => void;
}

/** @param functionsPort the port the Parley emulator already delivers events to; 0 for any free one */
export async function startOfficialEmulators(
  env: TestEnv,
  functionsPort: number,
  { fakeProviders = true, output }: OfficialEmulatorOptions = {},
): Promise<OfficialEmulators> {
  const tag = `harness-${process.pid}`;
  // --config makes the config's directory the project directory, and firebase-tools refuses a functions
  // source outside it, so the config and the functions built for this run sit side by side in .parley/.
  const dir = `${ROOT}.parley`;
  const source = `${tag}-functions`;
  const configFile = `${dir}/${tag}.json`;
  // A private TMPDIR keeps the CLI's hub locator file (/tmp/hub-<project>.json) apart from npm start's.
  const tmp = `${dir}/${tag}-tmp`;
  const cleanUp = () =>
    Promise.all(
      [`${dir}/${source}`, tmp, configFile].map((path) => rm(path, { recursive: true, force: true })),
    );

  const log = tail();
  const build = spawnTask({
    ...buildFunctionsTask,
    args: [...buildFunctionsTask.args, '--outdir', `${dir}/${source}`],
    output: log.push,
  });
  if ((await build.exited) !== 0) {
    await cleanUp();
    throw new Error(`functions build failed:\n${log.text()}`);
  }

  const runtime = readProjectConfig().functionsRuntime;
  const functions = functionsPort || (await freePort(HOST));
  const [auth, hub, logging, eventarc, tasks] = await Promise.all(
    Array.from({ length: 5 }, () => freePort(HOST)),
  );
  const at = (port: number | undefined) => ({ host: HOST, port: port ?? 0 });
  const config = {
    functions: [{ source, codebase: 'default', runtime }],
    emulators: {
      auth: at(auth),
      functions: at(functions),
      hub: at(hub),
      logging: at(logging),
      eventarc: at(eventarc),
      tasks: at(tasks),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await mkdir(tmp, { recursive: true });
  await writeFile(configFile, JSON.stringify(config));
  // The functions reach third parties only through the fakes here, as in `npm start` without keys.
  let fakes: RunningFakes | undefined;
  // The knowledge base's crawl target, on its reserved port; the guard lets the functions reach it by name.
  let website: FakeWebsite | undefined;
  try {
    fakes = fakeProviders ? await startFakeProviders() : undefined;
    website = env.fakeWebsiteUrl
      ? await startFakeWebsite({ port: Number(new URL(env.fakeWebsiteUrl).port) })
      : undefined;
    const websiteHost = website ? `${FAKE_WEBSITE_HOST}:${new URL(website.url).port}` : undefined;
    const apiUrl = `http://${HOST}:${functions}/${env.projectId}/us-central1/${API_FUNCTION_NAME}`;
    // The fake Stripe's hosted checkout and portal post their signed events to the api's webhook.
    fakes?.servers.stripe?.setWebhookUrl(`${apiUrl}${API_ROUTES.stripeWebhook.path}`);
    const node = nodeOfFunctions(runtime);
    const running = await startService({
      name: 'firebase',
      command: functionsNodeBinary(runtime),
      args: authAndFunctionsEmulatorArgs(env.projectId, '--config', configFile),
      cwd: ROOT,
      env: {
        ...OFFLINE_ENV,
        ...FUNCTIONS_EMULATOR_ENV,
        ...clientEnv(env),
        ...fakes?.env,
        VOICE_ENGINE_WEBHOOK_URL: `${apiUrl}${API_ROUTES.callEndedWebhook.path}`,
        // The campaign runner's clock starts at the latest 19:00 UTC, daytime in every US zone, so the
        // callee-local hours let the journeys' campaigns dial at any hour of the run; emulator only
        // (functions/src/campaigns/runner/runner-clock.ts).
        PARLEY_RUNNER_CLOCK: new Date(
          Math.floor((Date.now() - 19 * 3_600_000) / 86_400_000) * 86_400_000 + 19 * 3_600_000,
        ).toISOString(),
        // Webhooks to the team's automations land in the journeys' outbox, on its reserved port.
        ...(websiteHost ? { PARLEY_OUTBOUND_LOCAL_HOSTS: websiteHost } : {}),
        ...(env.outboxUrl ? outboxWebhookEnv(Number(new URL(env.outboxUrl).port), websiteHost) : {}),
        TMPDIR: tmp,
      },
      readyUrl: functionsLoadedUrl(at(functions)),
      isReady: functionsLoaded,
      // Generous: the CLI and the functions' discovery are slow on a busy 2-core CI machine.
      readyTimeoutMs: 120_000,
      output: (line) => {
        log.push(line);
        node.see(line);
        output?.(line);
      },
    });
    const mismatch = node.mismatch();
    if (mismatch) {
      await stopServices([running]);
      throw new Error(mismatch);
    }
    // Ready once the health function answers, as before: one worker, started by one request (a probe
    // that gave up and asked again started another each time).
    await warmFunctions(at(functions), env.projectId, ['health']).catch(async (error: unknown) => {
      await stopServices([running]);
      throw error;
    });
    return {
      auth: `${HOST}:${auth}`,
      functions: `${HOST}:${functions}`,
      stop: async () => {
        await stopServices([running]);
        await Promise.all([cleanUp(), fakes?.close(), website?.close()]);
      },
    };
  } catch (error) {
    await Promise.all([cleanUp(), fakes?.close(), website?.close()]);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log.text()}`);
  }
}
