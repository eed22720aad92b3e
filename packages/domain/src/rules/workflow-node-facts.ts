// What the validator (and the editor's canvas) needs to know of one node that depends on its type and
// configuration alone: the type's spec, the first schema problem, and — from the configuration as its
// schema parses it — the outlets and the variables set and read. These are the expensive parts of a
// validation (a zod parse per node, template and condition scans), so they are computed once per
// configuration object: workflow content is never mutated (an edit replaces the node's data.frontend,
// the editor keeps every other node's), so an edit of a 300-node graph recomputes one node's facts, not
// 300. The parsed configuration itself is not kept: nothing reads it, and it would double the memory
// the editor holds per step.
import type { WorkflowNode } from '../schemas/workflow';
import { nodeTypeSpec, nodeUsedVariables, type NodeTypeSpec, type Outlets } from '../schemas/workflow-nodes';
import { describeSettingIssue } from './workflow-words';

export interface WorkflowNodeFacts {
  /** The node's type: facts cached on a configuration are reused only for the same type. */
  readonly type: string;
  /** Undefined for a type the table does not know (still loaded, checked for less). */
  readonly spec: NodeTypeSpec | undefined;
  /** The first schema problem in plain words ("Message is required"), or null when the configuration parses. */
  readonly formProblem: string | null;
  /** How edges may leave the node; null for an unknown type (no outlet rule). */
  readonly outlets: Outlets | null;
  /** The variables the node assigns. */
  readonly sets: readonly string[];
  /** The variables the node reads ({{name}} in its texts, a FILTER's conditions). */
  readonly reads: readonly string[];
}

const cache = new WeakMap<object, WorkflowNodeFacts>();

function computeFacts(type: string, frontend: Record<string, unknown>): WorkflowNodeFacts {
  const spec = nodeTypeSpec(type);
  const parsed = spec?.config.safeParse(frontend);
  const config = parsed?.success ? parsed.data : frontend;
  const first = parsed && !parsed.success ? parsed.error.issues[0] : undefined;
  return {
    type,
    spec,
    formProblem: first ? describeSettingIssue(first, frontend) : null,
    outlets: spec ? spec.outlets(config) : null,
    sets: spec ? spec.sets(config) : [],
    reads: nodeUsedVariables(type, config),
  };
}

/** The node's type-and-configuration facts, computed once per configuration object and type. */
export function workflowNodeFacts(node: WorkflowNode): WorkflowNodeFacts {
  const { type, frontend } = node.data;
  const cached = cache.get(frontend);
  if (cached?.type === type) return cached;
  const facts = computeFacts(type, frontend);
  cache.set(frontend, facts);
  return facts;
}
