// Opt-in official emulators: the first test that needs Auth or Functions asks the global setup (one
// process per run) to start them; later calls, from any worker, get the same instance.
import { EXTERNAL, getTestEnv } from './test-env';

type Official = 'auth' | 'functions';

async function fromHub(name: Official): Promise<string | undefined> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return undefined;
  const response = await fetch(`http://${hub}/emulators`);
  const emulators = (await response.json()) as Partial<Record<Official, { host: string; port: number }>>;
  const info = emulators[name];
  return info ? `${info.host}:${info.port}` : undefined;
}

/** host:port of an already-running official emulator (PARLEY_EMULATORS=external). */
async function external(name: Official): Promise<string> {
  const fromEnv =
    name === 'auth' ? process.env.FIREBASE_AUTH_EMULATOR_HOST : process.env.PARLEY_FUNCTIONS_EMULATOR_HOST;
  const host = fromEnv ?? (await fromHub(name));
  if (!host) {
    throw new Error(
      `PARLEY_EMULATORS=external but no ${name} emulator is known: run the tests under ` +
        '`firebase emulators:exec` (npm run test:official) or set its *_EMULATOR_HOST variable.',
    );
  }
  return host;
}

async function locate(name: Official): Promise<string> {
  if (EXTERNAL) return external(name);
  const { controlUrl } = getTestEnv();
  if (!controlUrl)
    throw new Error('The emulator harness has no control endpoint; is its global setup installed?');
  const response = await fetch(`${controlUrl}/require/${name}`, { method: 'POST' });
  const body = (await response.json()) as { host?: string; error?: string };
  if (!response.ok || !body.host) throw new Error(body.error ?? `Could not start the ${name} emulator.`);
  return body.host;
}

/**
 * host:port of the Auth emulator, started once per run on first use. Also sets
 * FIREBASE_AUTH_EMULATOR_HOST in this worker, so firebase-admin's Auth targets it.
 */
export async function requireAuthEmulator(): Promise<string> {
  const host = await locate('auth');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return host;
}

/**
 * host:port of the Functions emulator serving the current functions (built for this run), with Auth
 * beside it; started once per run on first use. Functions are at http://{host}/{projectId}/{region}/{name}.
 */
export async function requireFunctionsEmulator(): Promise<string> {
  const host = await locate('functions');
  await requireAuthEmulator();
  return host;
}
