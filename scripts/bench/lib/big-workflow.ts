// The benchmarks' big workflow: 300 nodes and 400 edges with branches that join, so the validator's
// variable analysis and the editor's canvas both meet a realistic worst case (bench:workflows).
import { buildWorkflow, type Connection, type StepDescription, type WorkflowContent } from '@parley/domain';

/**
 * 300 nodes: a trigger, 298 steps and END_CALL. Every third step is a FILTER reading the variable the
 * step before it set; its 'otherwise' edge skips a step, so paths join and the variable analysis has
 * real intersections to compute (the skipped step's variable is not definitely assigned after the
 * join). 299 chain edges, one more per FILTER (98) and a second branch on the first three: 400 edges.
 */
const STEPS = 298;
export function bigWorkflow(round: number): WorkflowContent {
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
