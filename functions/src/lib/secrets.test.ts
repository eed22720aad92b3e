// One way to bind secrets: every function's secrets go through bindableSecrets, so a deployed function
// declares them (Secret Manager fills its environment) and none does under the Functions emulator, which
// would otherwise ask Secret Manager for each one at every worker start and log that it could not.
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
}

/** Each exported function's declared secret names, with the module graph loaded afresh. */
async function declaredSecrets(underEmulator: boolean): Promise<Record<string, string[]>> {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', underEmulator ? 'true' : '');
  const functions = (await import('../index')) as Record<string, { __endpoint?: Endpoint }>;
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [
      name,
      (fn.__endpoint?.secretEnvironmentVariables ?? []).map(({ key }) => key),
    ]),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('secret bindings', () => {
  it('declares no secret on any function under the Functions emulator', async () => {
    const declared = await declaredSecrets(true);
    expect(Object.keys(declared)).toContain('api');
    expect(Object.entries(declared).filter(([, secrets]) => secrets.length > 0)).toEqual([]);
  });

  it('binds the phone-number secrets to the deployed api function with the others', async () => {
    const declared = await declaredSecrets(false);
    expect(declared.api).toEqual(
      expect.arrayContaining([
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'CREDENTIALS_ENCRYPTION_KEY',
        'ELEVENLABS_API_KEY',
        'STRIPE_SECRET_KEY',
      ]),
    );
  });
});
