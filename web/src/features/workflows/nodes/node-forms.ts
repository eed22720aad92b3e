// The per-type slot of the editor's side panel. The generic form (editor/side-panel) builds fields from
// a node type's zod configuration schema for everything simple; a type whose configuration needs more
// (a code editor, a request tester) registers a form here that edits its own keys, and the generic form
// leaves those keys to it. One registry, so the side panel never switches on node types itself.
import type { ComponentType } from 'react';

/** What a per-type form receives: the node's configuration and how to change it. */
export interface NodeFormProps {
  /** The organisation and the agent (the draft under version control) the workflow belongs to. */
  readonly orgId: string;
  readonly agentId: string;
  readonly workflowId: string;
  readonly nodeId: string;
  readonly nodeType: string;
  /** The node's whole configuration (data.frontend), editor-only keys such as `label` included. */
  readonly config: Readonly<Record<string, unknown>>;
  /** Replaces the whole configuration: pass `{...config, key: value}`. Each call is one undo step. */
  readonly onChange: (config: Record<string, unknown>) => void;
  /** Why the user may not edit (a VIEWER), or null: disable the controls and show it. */
  readonly readOnlyReason: string | null;
}

export interface NodeFormSlot {
  /** The configuration keys this form edits; the generic form does not render them. */
  readonly keys: readonly string[];
  readonly Form: ComponentType<NodeFormProps>;
}

/** Node type → its own form. Add an entry per type (e.g. CODE, API_REQUEST) in ./node-form-entries. */
export type NodeFormRegistry = Readonly<Partial<Record<string, NodeFormSlot>>>;
