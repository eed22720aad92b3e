// `npm start` runs this when no provider keys are set: every fake in FAKE_PROVIDERS, from --base-port
// on (default: free ports). Prints one line `FAKE_PROVIDERS_ENV {json}` with the base-URL variables,
// which start.mjs hands to the Functions emulator. Only the providers whose key variable is unset start.
// Usage: node --import tsx scripts/fakes/run.ts [--base-port 9400]
import { parseArgs } from 'node:util';
import { FAKE_WEBSITE_HOST, startFakeWebsite } from './website';
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
// The knowledge base's fake website: its name reaches 127.0.0.1 through the outbound guard (under the
// Functions emulator only), so crawling it from the app works offline.
const website = await startFakeWebsite();
const outboundHosts = [
  process.env.PARLEY_OUTBOUND_LOCAL_HOSTS,
  `${FAKE_WEBSITE_HOST}:${new URL(website.url).port}`,
];
console.log(`Fake website to crawl from the Knowledge tab: ${website.siteUrl}`);
console.log(
  `${FAKES_ENV_MARKER} ${JSON.stringify({ ...fakes.env, PARLEY_OUTBOUND_LOCAL_HOSTS: outboundHosts.filter(Boolean).join(',') })}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([fakes.close(), website.close()]).then(() => process.exit(0));
  });
}
