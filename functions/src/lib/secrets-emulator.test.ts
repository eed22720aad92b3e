// A Functions emulator started with no secret variables at all (no keys, no provider fakes) still loads
// every function and serves requests that need no secret, and logs nothing about Secret Manager: no
// function declares a secret there (bindableSecrets), so no worker start asks for one.
import { API_ERROR_REASONS, API_FUNCTION_NAME, API_ROUTES, PRODUCT_NAME } from '@parley/domain';
import { getTestEnv } from '@parley/scripts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfficialEmulators, type OfficialEmulators } from '@parley/scripts/testing/official-emulators';

/** Names that hold a secret: API keys, signing secrets, auth tokens, account SIDs. */
const SECRET_NAME = /KEY|SECRET|TOKEN|_SID$/;
const SECRET_MANAGER_LINE = /Secret Manager|access secret/i;
/** A request that starts a worker loads the whole functions bundle: seconds on a busy 2-core machine. */
const COLD_START_MS = 90_000;

const lines: string[] = [];
const unset: Record<string, string> = {};
let emulators: OfficialEmulators | undefined;
let base = '';

beforeAll(async () => {
  // The emulator inherits this worker's environment: take every secret-like variable out of it first.
  for (const [name, value] of Object.entries(process.env)) {
    if (SECRET_NAME.test(name) && value !== undefined) {
      unset[name] = value;
      Reflect.deleteProperty(process.env, name);
    }
  }
  // Its own emulator, without the run's outbox or fake website (their ports belong to the shared one).
  const { projectId, firestore, storage } = getTestEnv();
  emulators = await startOfficialEmulators({ projectId, firestore, storage }, 0, {
    fakeProviders: false,
    output: (line) => lines.push(line),
  });
  base = `http://${emulators.functions}/${projectId}/us-central1`;
}, 180_000);

afterAll(async () => {
  await emulators?.stop();
  Object.assign(process.env, unset);
}, 30_000);

describe('the Functions emulator without secret variables', () => {
  it(
    'loads every function, api included, and the health function answers',
    async () => {
      const response = await fetch(`${base}/health`);

      expect(await response.json()).toEqual({ ok: true, product: PRODUCT_NAME });
      const loaded = lines.find((line) => line.includes('Loaded functions definitions from source'));
      expect(loaded).toMatch(new RegExp(`\\b${API_FUNCTION_NAME}\\b`));
      expect(lines.filter((line) => /Failed to load/i.test(line))).toEqual([]);
    },
    COLD_START_MS,
  );

  it(
    'starts the api function, which answers a request that needs no secret',
    async () => {
      const route = API_ROUTES.systemVoicesBundle;

      const response = await fetch(`${base}/${API_FUNCTION_NAME}${route.path}`, { method: route.method });

      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: { details: { reason: API_ERROR_REASONS.unauthenticated } },
      });
    },
    COLD_START_MS,
  );

  it(
    'logs nothing about Secret Manager while starting workers',
    async () => {
      // One more worker start for the api, after the ones above.
      await fetch(`${base}/${API_FUNCTION_NAME}/no-such-route`).then((response) => response.body?.cancel());

      expect(lines.filter((line) => SECRET_MANAGER_LINE.test(line))).toEqual([]);
    },
    COLD_START_MS,
  );
});
