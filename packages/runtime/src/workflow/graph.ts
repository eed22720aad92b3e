// A workflow's nodes and edges as the runtime walks them: nodes by id, edges by source, the trigger, and
// the configuration of each node as its type's schema parses it (the validator flags one that fails).
import {
  FILTER_OTHERWISE_HANDLE,
  nodeTypeSpec,
  type WorkflowContent,
  type WorkflowNode,
} from '@parley/domain';

export interface Outgoing {
  target: string;
  handle: string | null;
}

export class WorkflowGraph {
  private readonly byId: Map<string, WorkflowNode>;
  private readonly outgoing = new Map<string, Outgoing[]>();
  private readonly configs = new Map<string, Record<string, unknown> | null>();

  constructor(readonly content: WorkflowContent) {
    this.byId = new Map(content.nodes.map((node) => [node.id, node]));
    for (const edge of content.edges) {
      if (!this.byId.has(edge.target)) continue;
      const list = this.outgoing.get(edge.source) ?? [];
      list.push({ target: edge.target, handle: edge.sourceHandle });
      this.outgoing.set(edge.source, list);
    }
  }

  node(id: string): WorkflowNode | undefined {
    return this.byId.get(id);
  }

  trigger(): WorkflowNode | undefined {
    return this.content.nodes.find(
      (node) => node.type === 'TRIGGER' || nodeTypeSpec(node.data.type)?.kind === 'TRIGGER',
    );
  }

  /** The step's configuration parsed by its type's schema; null when it does not parse or the type is unknown. */
  config(node: WorkflowNode): Record<string, unknown> | null {
    if (this.configs.has(node.id)) return this.configs.get(node.id) ?? null;
    const parsed = nodeTypeSpec(node.data.type)?.config.safeParse(node.data.frontend);
    const config = parsed?.success ? parsed.data : null;
    this.configs.set(node.id, config);
    return config;
  }

  /**
   * The next step after `node` along `handle` (null: a plain edge). When a handle has no edge, a FILTER's
   * otherwise branch is not assumed: the caller of this decides what a missing edge means.
   */
  next(nodeId: string, handle: string | null): { target: string | null } | 'ambiguous' {
    const edges = (this.outgoing.get(nodeId) ?? []).filter(
      (edge) => edge.handle === handle || (handle === null && edge.handle === null),
    );
    if (edges.length > 1) return 'ambiguous';
    return { target: edges[0]?.target ?? null };
  }

  /** Whether any edge leaves `nodeId` along `handle`. */
  hasEdge(nodeId: string, handle: string): boolean {
    return (this.outgoing.get(nodeId) ?? []).some((edge) => edge.handle === handle);
  }
}

export const labelOf = (node: WorkflowNode): string =>
  typeof node.data.frontend.label === 'string' && node.data.frontend.label.trim()
    ? node.data.frontend.label.trim()
    : node.data.type;

export { FILTER_OTHERWISE_HANDLE };
