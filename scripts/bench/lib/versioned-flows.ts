// The versions benches' agent: 20 workflows of 100 prompt steps, whose sentences vary with a round
// number, so two rounds make two versions with changes in every workflow (bench:versions measures
// publishing them on the emulator and diffing and rendering the diff in Chromium).

export const BENCH_FLOWS = 20;
export const BENCH_FLOW_NODES = 100;

/** A workflow's contentJSON: a chain of prompt steps; one step in seven changes its sentence per round. */
export function benchFlowContent(workflowIndex: number, round: number, nodeCount = BENCH_FLOW_NODES): string {
  const nodes = Array.from({ length: nodeCount }, (_, index) => ({
    id: `n${String(index)}`,
    type: 'FORM',
    position: { x: index * 150, y: workflowIndex * 150 },
    data: {
      type: 'PROMPT',
      frontend: {
        prompt: `Step ${String(index)} of flow ${String(workflowIndex)}: ask the caller politely for detail ${String(
          index % 7 === round % 7 ? round : 0,
        )} and write it down.`,
        variables: [{ name: `v${String(index)}`, type: 'text' }],
      },
    },
  }));
  const edges = nodes
    .slice(1)
    .map((node, index) => ({ id: `e${String(index)}`, source: `n${String(index)}`, target: node.id }));
  return JSON.stringify({ nodes, edges });
}
