// `npm run bench:workflows`: the workflow validator on a 300-node, 400-edge graph, and the save round
// trip (POST /agent/workflow/save's handler: parse, validate, revision-checked transaction) on the Parley
// emulator started in-process. The validator is measured twice: per editor edit (one step's
// configuration replaced, every other node kept, as the editor's reducer does: the per-node facts are
// cached, so this is the figure the editor lives with) and cold (a graph freshly parsed, as the server
// validates a save). Garbage-collection pauses during the runs are counted, since they make the p95.
// Prints p50, p95 and max; targets: validation < 5 ms, save < 300 ms.
import { PerformanceObserver } from 'node:perf_hooks';
import {
  agentSchema,
  COLLECTIONS,
  validateWorkflow,
  workflowSchema,
  type WorkflowContent,
} from '@parley/domain';
import { BENCH_TEAM, seedBenchOwner, startBenchFirestore } from './lib/bench-firestore';
import { bigWorkflow } from './lib/big-workflow';

const EDITS = Number(process.env.BENCH_EDITS ?? 500);
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const PROJECT = 'demo-parley-bench-workflows';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(2)} ms, p95 ${percentile(values, 0.95).toFixed(2)} ms, max ${Math.max(...values).toFixed(2)} ms`;

/** The content after the editor's `round`-th edit: the first step's prompt retyped, nothing else new. */
function edited(base: WorkflowContent, round: number): WorkflowContent {
  const [first, ...rest] = base.nodes;
  if (!first) return base;
  const frontend = { ...first.data.frontend, prompt: `Ask for detail 0 (edit ${String(round)})` };
  return { ...base, nodes: [{ ...first, data: { ...first.data, frontend } }, ...rest] };
}

/** Runs `validate` EDITS times (after a warm-up) and the GC pauses that fell inside the runs. */
async function measure(content: (round: number) => WorkflowContent) {
  for (let round = 0; round < 50; round += 1) validateWorkflow(content(-round));
  const pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const runs: { start: number; end: number }[] = [];
  for (let round = 1; round <= EDITS; round += 1) {
    const input = content(round);
    const start = performance.now();
    validateWorkflow(input);
    runs.push({ start, end: performance.now() });
  }
  // GC entries are delivered on a later timer turn, not in the task that saw them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  const durations = runs.map((run) => run.end - run.start);
  const paused = runs.filter((run) => pauses.some((gc) => gc.start < run.end && gc.end > run.start));
  return { durations, paused: paused.length };
}

const sample = bigWorkflow(0);
const sampleValidation = validateWorkflow(sample);
const perEdit = await measure((round) => edited(sample, round));
const cold = await measure((round) => bigWorkflow(round));

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
    `  validation per editor edit (${String(EDITS)} runs)  ${figures(perEdit.durations)} (target < 5 ms; ${String(perEdit.paused)} runs hit a GC pause)`,
    `  validation cold, as a save (${String(EDITS)} runs)  ${figures(cold.durations)} (target < 5 ms; ${String(cold.paused)} runs hit a GC pause)`,
    `  save round trip (${String(SAVES)} runs)             p50 ${percentile(saveMs, 0.5).toFixed(0)} ms, p95 ${percentile(saveMs, 0.95).toFixed(0)} ms (target < 300 ms, in-process emulator)`,
  ].join('\n'),
);

await emulator.stop();
process.exit(0);
