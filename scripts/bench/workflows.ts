// `npm run bench:workflows`: the workflow validator on a 300-node, 400-edge graph (one run per editor
// edit: a node's text changes, then the whole graph is validated again), and the save round trip
// (POST /agent/workflow/save's handler: parse, validate, revision-checked transaction) on the Parley
// emulator started in-process. Prints p50 and p95; targets: validation < 5 ms, save < 300 ms.
import { agentSchema, COLLECTIONS, validateWorkflow, workflowSchema } from '@parley/domain';
import { BENCH_TEAM, seedBenchOwner, startBenchFirestore } from './lib/bench-firestore';
import { bigWorkflow } from './lib/big-workflow';

const EDITS = Number(process.env.BENCH_EDITS ?? 500);
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const PROJECT = 'demo-parley-bench-workflows';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

const sample = bigWorkflow(0);
const sampleValidation = validateWorkflow(sample);
const validateMs: number[] = [];
for (let round = 1; round <= EDITS; round += 1) {
  const content = bigWorkflow(round);
  const started = performance.now();
  validateWorkflow(content);
  validateMs.push(performance.now() - started);
}

const emulator = await startBenchFirestore(PROJECT);
// Loaded after the emulator's address is in the environment, so the Admin SDK talks to it.
const { db } = await import('../../functions/src/lib/firestore');
const { saveWorkflowRoute } = await import('../../functions/src/workflows/save-workflow');

const { uid, orgId, agentId } = BENCH_TEAM;
const workflowId = 'bench-workflow';
await seedBenchOwner(db());
await db()
  .collection(COLLECTIONS.agents)
  .doc(agentId)
  .set(
    agentSchema.parse({
      id: agentId,
      uid,
      orgId,
      name: 'Bench',
      workflowIds: [workflowId],
      workflowSettings: { defaultWorkflowId: workflowId },
    }),
  );
await db()
  .collection(COLLECTIONS.workflows)
  .doc(workflowId)
  .set(workflowSchema.parse({ id: workflowId, agentId, name: 'Big' }));

// The handler as the api function calls it, minus HTTP: the caller is already verified.
const asCaller = <Input>(input: Input) => ({ uid, input, token: {} as never, req: {} as never });
const saveMs: number[] = [];
for (let round = 0; round < SAVES; round += 1) {
  const contentJSON = JSON.stringify(bigWorkflow(round));
  const started = performance.now();
  await saveWorkflowRoute.handle(asCaller({ agentId, workflowId, contentJSON, baseVersion: round }) as never);
  saveMs.push(performance.now() - started);
}

console.log(
  [
    '',
    `Workflows: ${String(sample.nodes.length)} nodes, ${String(sample.edges.length)} edges (${String(sampleValidation.issues.length)} problems)`,
    `  validation per edit (${String(EDITS)} runs)  p50 ${percentile(validateMs, 0.5).toFixed(2)} ms, p95 ${percentile(validateMs, 0.95).toFixed(2)} ms (target < 5 ms)`,
    `  save round trip (${String(SAVES)} runs)      p50 ${percentile(saveMs, 0.5).toFixed(0)} ms, p95 ${percentile(saveMs, 0.95).toFixed(0)} ms (target < 300 ms, in-process emulator)`,
  ].join('\n'),
);

await emulator.stop();
process.exit(0);
