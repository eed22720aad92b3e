// @ts-check
// npm start's side of scripts/fakes: runs the provider fakes (those whose key variable is unset) as one
// child process and reads back the base-URL variables it prints, for the Functions emulator's env.
import { spawnTask } from './services.mjs';
import { ROOT } from './project-config.mjs';

const MARKER = 'FAKE_PROVIDERS_ENV ';

/**
 * @param {Record<string, string>} [fakesEnv] variables for the fakes themselves (where the fake Stripe
 *   posts its webhooks: STRIPE_FAKE_WEBHOOK_URL)
 * @returns {Promise<{ running: ReturnType<typeof spawnTask>, env: Record<string, string> }>}
 *   the running child (track it like any service) and e.g. { ELEVENLABS_BASE_URL: 'http://127.0.0.1:…' }
 */
export async function startFakeProviders(fakesEnv = {}) {
  /** @type {(env: Record<string, string>) => void} */
  let resolveEnv = () => undefined;
  /** @type {Promise<Record<string, string>>} */
  const env = new Promise((resolve) => {
    resolveEnv = resolve;
  });
  const running = spawnTask({
    name: 'fakes',
    command: process.execPath,
    args: ['--import', 'tsx', `${ROOT}scripts/fakes/run.ts`],
    cwd: ROOT,
    env: fakesEnv,
    output: (line) => {
      if (line.startsWith(MARKER)) resolveEnv(JSON.parse(line.slice(MARKER.length)));
      else process.stdout.write(`[fakes] ${line}\n`);
    },
  });
  const exitedEarly = running.exited.then((code) => {
    throw new Error(`the provider fakes exited before starting (code ${code})`);
  });
  return { running, env: await Promise.race([env, exitedEarly]) };
}
