// `npm run bench:workflows`: the workflow validator on a 300-node, 400-edge graph (one run per editor
// edit: a node's text changes, then the whole graph is validated again), and the save round trip
// (POST /agent/workflow/save's handler: parse, validate, revision-checked transaction) on the Parley
// emulator started in-process. Prints p50 and p95; targets: validation < 5 ms, save < 300 ms.
import {
  agentSchema,
  buildWorkflow,
  COLLECTIONS,
  validateWorkflow,
  workflowSchema,
  type Connection,
  type StepDescription,
  type WorkflowContent,
} from '@parley/domain';
import { BENCH_TEAM, seedBenchOwner, startBenchFirestore } from './lib/bench-firestore';

const EDITS = Number(process.env.BENCH_EDITS ?? 500);
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const PROJECT = 'demo-parley-bench-workflows';

/**
 * 300 nodes: a trigger, 298 steps and END_CALL. Every third step is a FILTER reading the variable the
 * step before it set; its 'otherwise' edge skips a step, so paths join and the variable analysis has
 * real intersections to compute (the skipped step's variable is not definitely assigned after the
 * join). 299 chain edges, one more per FILTER (98) and a second branch on the first three: 400 edges.
 */
const STEPS = 298;
function bigWorkflow(round: number): WorkflowContent {
  const steps: StepDescription[] = [{ id: 'start', type: 'RECEIVE_CALL' }];
  const connections: Connection[] = [['start', 'n0']];
  let filters = 0;
  for (let index = 0; index < STEPS; index += 1) {
    const id = `n${String(index)}`;
    const next = index + 1 < STEPS ? `n${String(index + 1)}` : 'end';
    if (index % 3 === 2 && index + 2 < STEPS) {
      const branches = [{ id: 'yes', label: 'Yes', condition: `v${String(index - 1)} contains "a"` }];
      if (filters < 3)
        branches.push({ id: 'maybe', label: 'Maybe', condition: `v${String(index - 1)} is empty` });
      steps.push({ id, type: 'FILTER', config: { branches } });
      for (const branch of branches) connections.push([id, next, branch.id]);
      connections.push([id, `n${String(index + 2)}`, 'otherwise']);
      filters += 1;
    } else {
      steps.push({
        id,
        type: 'PROMPT',
        config: {
          prompt: `Step ${String(index)} (edit ${String(index === 0 ? round : 0)}): ask for detail ${String(index)}`,
          variables: [{ name: `v${String(index)}`, type: 'text' }],
        },
      });
      connections.push([id, next]);
    }
  }
  steps.push({ id: 'end', type: 'END_CALL', config: { message: 'Bye' } });
  return buildWorkflow(steps, connections);
}

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
