// Builds workflow content from a compact description: templates and tests write steps and
// connections, not coordinates. Nodes are laid out top to bottom in the order given (the editor's
// auto-layout rearranges them).
import { nodeTypeSpec } from '../schemas/workflow-nodes';
import type { WorkflowContent, WorkflowNode } from '../schemas/workflow';
import type { NodeKind } from '../enums';

export interface StepDescription {
  id: string;
  type: string;
  config?: Record<string, unknown>;
  /** Needed only for a type the node table does not know. */
  kind?: NodeKind;
}

/** [source, target] or [source, target, sourceHandle]. */
export type Connection = readonly [string, string] | readonly [string, string, string];

const SPACING = 150;

export function buildWorkflow(
  steps: readonly StepDescription[],
  connections: readonly Connection[],
): WorkflowContent {
  const nodes: WorkflowNode[] = steps.map((step, index) => ({
    id: step.id,
    type: step.kind ?? nodeTypeSpec(step.type)?.kind ?? 'OTHER',
    position: { x: 250, y: index * SPACING },
    data: {
      type: step.type,
      frontend: step.config ?? {},
      errors: {
        isolated: false,
        invalidOutgoerCount: false,
        invalidVariables: false,
        formValidationErrors: false,
      },
    },
  }));
  const edges = connections.map(([source, target, handle]) => ({
    id: handle ? `${source}:${handle}->${target}` : `${source}->${target}`,
    source,
    target,
    sourceHandle: handle ?? null,
    targetHandle: null,
  }));
  return { nodes, edges };
}
