// `npm run bench:campaigns`: the campaign runner's dispatch rate. A 10,000-contact campaign at
// concurrency 50 runs against the fake voice engine (each call ends 20 ms after it is placed and is
// reported to an in-process call-ended webhook, which frees the slot and runs the next step) on the
// Parley emulator started in-process. Prints calls started per second; bounded by BENCH_SECONDS (60).
// The runner asks the pre-dial decision before each dial, so this rate is with the checks on; its day is
// pinned (PARLEY_RUNNER_CLOCK, emulator only) to 11:00 in California, where the contacts are. First, the
// decision alone over 100,000 contacts (pre-dial-decision.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callEndedWebhookSchema, COLLECTIONS, parseContactsCsv } from '@parley/domain';
import { startFakeVoiceEngine } from '../fakes/voice-engine';
import { startBenchFirestore } from './lib/bench-firestore';
import { benchPreDial } from './pre-dial-decision';

const CONTACTS = 10_000;
const CONCURRENCY = 50;
const LIMIT_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const SECRET = 'bench-secret';
const PROJECT = 'demo-parley-bench';

console.log(benchPreDial());

process.env.PARLEY_RUNNER_CLOCK = '2026-03-10T18:00:00Z';
const emulator = await startBenchFirestore(PROJECT);
// Loaded after the emulator's address is in the environment, so the Admin SDK talks to it.
const { db } = await import('../../functions/src/lib/firestore');
const { storeContacts } = await import('../../functions/src/campaigns/import-contacts');
const { recordCallEnd } = await import('../../functions/src/campaigns/runner/record-call-end');
const { defaultRunnerDeps, kickCampaign, runCampaignStep } =
  await import('../../functions/src/campaigns/runner/run-campaign-step');

const engine = await startFakeVoiceEngine({ webhookSecret: SECRET, completion: { delayMs: 20 } });
const steps: number[] = [];

// The call-ended webhook, as the api route runs it (record the end, then the campaign's next step).
const webhook = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const report = callEndedWebhookSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      const outcome = await recordCallEnd(db(), report);
      if (outcome.campaignId) {
        const started = performance.now();
        await kickCampaign(db(), outcome.campaignId, deps);
        steps.push(performance.now() - started);
      }
      res.writeHead(200).end('{"ok":true}');
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end(String(error));
    });
  });
});
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
const deps = {
  ...defaultRunnerDeps(),
  dial: (await import('../../functions/src/voice-engine/voice-engine-client')).startOutboundCall,
  webhookUrl: `http://127.0.0.1:${String((webhook.address() as AddressInfo).port)}/`,
};
process.env.VOICE_ENGINE_URL = engine.url;

const agentId = 'bench-agent';
await db()
  .collection(COLLECTIONS.agents)
  .doc(agentId)
  .set({ id: agentId, uid: 'bench-user', orgId: 'bench-org', name: 'Bench', concurrency: CONCURRENCY });
// The runner dials only from numbers the organisation holds for the agent (docs/campaigns.md).
const POOL = ['+12015550100', '+12125550100'];
for (const [index, number] of POOL.entries()) {
  await db()
    .collection(COLLECTIONS.phoneNumbers)
    .doc(`bench-number-${String(index)}`)
    .set({
      id: `bench-number-${String(index)}`,
      orgId: 'bench-org',
      number,
      source: 'bought',
      agentId: null,
    });
}
const campaign = db().collection(COLLECTIONS.campaigns).doc('bench-campaign');
await campaign.set({
  id: campaign.id,
  agentId,
  orgId: 'bench-org',
  status: 'IDLE',
  routingType: 'weight',
  phoneNumbers: [
    { id: 'a', number: POOL[0], isActive: true, weight: 70 },
    { id: 'b', number: POOL[1], isActive: true, weight: 30 },
  ],
});
const csv = `phone_number\n${Array.from({ length: CONTACTS }, (_, i) => `+1415${String(5_000_000 + i)}`).join('\n')}`;
const loadStarted = performance.now();
await storeContacts(
  db(),
  campaign.id,
  'campaign-contacts/bench-org/bench.csv',
  parseContactsCsv(csv).contacts,
);
const loadSeconds = (performance.now() - loadStarted) / 1000;

await campaign.update({ status: 'IN_PROGRESS' });
const started = performance.now();
await runCampaignStep(db(), campaign.id, deps);
let status = 'IN_PROGRESS';
while (status !== 'COMPLETED' && performance.now() - started < LIMIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  status = String((await campaign.get()).get('status'));
}
const seconds = (performance.now() - started) / 1000;
const sorted = [...steps].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

console.log(
  [
    '',
    `Campaign runner: ${String(CONTACTS)} contacts, concurrency ${String(CONCURRENCY)}, fake voice engine (calls end after 20 ms)`,
    `  contacts stored            ${loadSeconds.toFixed(1)} s`,
    `  calls started              ${String(engine.callsStarted())} of ${String(CONTACTS)} in ${seconds.toFixed(1)} s (${status})`,
    `  dispatch rate              ${(engine.callsStarted() / seconds).toFixed(0)} calls/s`,
    `  most calls at once         ${String(engine.maxActive())} (limit ${String(CONCURRENCY)})`,
    `  repeated call ids          ${String(engine.duplicates())}`,
    `  completion → next dials     p50 ${percentile(0.5).toFixed(0)} ms, p95 ${percentile(0.95).toFixed(0)} ms`,
  ].join('\n'),
);

await engine.close();
webhook.closeAllConnections();
webhook.close();
await emulator.stop();
process.exit(0);
