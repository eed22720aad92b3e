// `npm run bench:versions`: publishing an agent with 20 workflows of 100 nodes each (the publish route's
// handler, one transaction: preconditions, snapshot, copy back, new version) on the Parley emulator
// started in-process, and the domain diff of two such versions. Prints p50 and p95 of each; targets:
// publish p95 < 1.5 s on the emulator, diff < 200 ms. e2e/bench/version-diff.ts then renders such a
// diff in Chromium (target < 200 ms).
import { agentSchema, COLLECTIONS, diffVersions, workflowSchema, type Workflow } from '@parley/domain';
import { startFakeVoiceEngine } from '../fakes/voice-engine';
import { BENCH_TEAM, seedBenchOwner, startBenchFirestore } from './lib/bench-firestore';
import { BENCH_FLOW_NODES, BENCH_FLOWS, benchFlowContent as content } from './lib/versioned-flows';

const WORKFLOWS = BENCH_FLOWS;
const NODES = BENCH_FLOW_NODES;
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 20);
const DIFFS = 20;
const PROJECT = 'demo-parley-bench-versions';

const emulator = await startBenchFirestore(PROJECT);
const engine = await startFakeVoiceEngine();
process.env.VOICE_ENGINE_URL = engine.url;
// Loaded after the emulator's address is in the environment, so the Admin SDK talks to it.
const { db } = await import('../../functions/src/lib/firestore');
const { ensureAgentDraftRoute } = await import('../../functions/src/versions/ensure-agent-draft');
const { publishAgentRoute } = await import('../../functions/src/versions/publish-agent');
const { readWorkflows } = await import('../../functions/src/versions/version-store');

const { uid, orgId, agentId } = BENCH_TEAM;
await seedBenchOwner(db(), { enableAgentVersionControl: true });
const workflowIds = Array.from({ length: WORKFLOWS }, (_, index) => `bench-workflow-${String(index)}`);
for (const [index, id] of workflowIds.entries()) {
  await db()
    .collection(COLLECTIONS.workflows)
    .doc(id)
    .set(
      workflowSchema.parse({ id, agentId, name: `Flow ${String(index)}`, contentJSON: content(index, 0) }),
    );
}
await db()
  .collection(COLLECTIONS.agents)
  .doc(agentId)
  .set(
    agentSchema.parse({
      id: agentId,
      uid,
      orgId,
      name: 'Bench',
      workflowIds,
      workflowSettings: { defaultWorkflowId: workflowIds[0] },
    }),
  );

// The handlers as the api function calls them, minus HTTP: the caller is already verified.
const asCaller = <Input>(input: Input) => ({ uid, input, token: {} as never, req: {} as never });
const draft = (await ensureAgentDraftRoute.handle(asCaller({ agentId }) as never)) as {
  data: { draftAgentId: string };
};
const draftId = draft.data.draftAgentId;

const publishMs: number[] = [];
for (let round = 1; round <= PUBLISHES; round += 1) {
  // Each round edits the greeting and every workflow, so every publish writes a full new version.
  const copies = await db().runTransaction((tx) => readWorkflows(draftId, tx));
  const batch = db().batch();
  batch.update(db().collection(COLLECTIONS.agents).doc(draftId), {
    greeting: `Hello, round ${String(round)}`,
  });
  copies.forEach((copy, index) =>
    batch.update(db().collection(COLLECTIONS.workflows).doc(copy.id), { contentJSON: content(index, round) }),
  );
  await batch.commit();
  const started = performance.now();
  const answer = (await publishAgentRoute.handle(asCaller({ draftAgentId: draftId }) as never)) as {
    status: string;
  };
  publishMs.push(performance.now() - started);
  if (answer.status !== 'success') throw new Error(`publish ${String(round)} answered ${answer.status}`);
}

// Two consecutive versions from history, as the version screen diffs them.
const versionOf = async (version: number) => {
  const data = (
    await db()
      .collection(COLLECTIONS.agentVersions)
      .doc(`${agentId}_${String(version)}`)
      .get()
  ).data();
  return {
    agent: agentSchema.parse(data?.snapshot),
    workflows: (data?.workflows as Workflow[]).map((w) => workflowSchema.parse(w)),
  };
};
const [before, after] = [await versionOf(2), await versionOf(3)];
const diffMs: number[] = [];
let changedNodes = 0;
for (let run = 0; run < DIFFS; run += 1) {
  const started = performance.now();
  const diff = diffVersions(before, after);
  diffMs.push(performance.now() - started);
  changedNodes = diff.workflows.reduce((sum, workflow) => sum + workflow.nodes.length, 0);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
console.log(
  [
    '',
    `Versions: an agent with ${String(WORKFLOWS)} workflows of ${String(NODES)} nodes, on the in-process emulator`,
    `  publish (${String(PUBLISHES)} runs)          p50 ${percentile(publishMs, 0.5).toFixed(0)} ms, p95 ${percentile(publishMs, 0.95).toFixed(0)} ms (target p95 < 1500 ms)`,
    `  diff of two versions (${String(DIFFS)} runs)  p50 ${percentile(diffMs, 0.5).toFixed(1)} ms, p95 ${percentile(diffMs, 0.95).toFixed(1)} ms (target < 200 ms; ${String(changedNodes)} nodes changed)`,
  ].join('\n'),
);

await engine.close();
await emulator.stop();
process.exit(0);
