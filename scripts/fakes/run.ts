// `npm start` runs this when no provider keys are set: every fake in FAKE_PROVIDERS, from --base-port
// on (default: free ports). Prints one line `FAKE_PROVIDERS_ENV {json}` with the base-URL variables,
// which start.mjs hands to the Functions emulator. Only the providers whose key variable is unset start.
// Usage: node --import tsx scripts/fakes/run.ts [--base-port 9400]
import { parseArgs } from 'node:util';
import { FAKE_PROVIDERS, startFakeProviders, type FakeProviderName } from './index';

// scripts/lib/fake-providers.mjs reads this line; keep the two in step.
const FAKES_ENV_MARKER = 'FAKE_PROVIDERS_ENV';

const { values } = parseArgs({ options: { 'base-port': { type: 'string' } } });
const only = (Object.keys(FAKE_PROVIDERS) as FakeProviderName[]).filter(
  (name) => !process.env[FAKE_PROVIDERS[name].keyVar],
);
const fakes = await startFakeProviders({
  only,
  ...(values['base-port'] ? { basePort: Number(values['base-port']) } : {}),
});
console.log(`${FAKES_ENV_MARKER} ${JSON.stringify(fakes.env)}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fakes.close().then(() => process.exit(0));
  });
}
