// Workflow validity and the publish preconditions.
import {
  MSG_PUBLISH_NO_DEFAULT_WORKFLOW,
  MSG_PUBLISH_NO_SOURCE_AGENT,
  publishInvalidWorkflowsMessage,
} from '../messages';
import type { NodeKind } from '../enums';
import type { Agent } from '../schemas/agent';
import { workflowContentSchema } from '../schemas/workflow';
import type { Workflow, WorkflowNode } from '../schemas/workflow';

const CHECKED_KINDS: readonly string[] = ['ACTION', 'TRIGGER'] satisfies NodeKind[];
// Custom live call nodes are configured at call time, so their editor flags do not block publish.
const EXEMPT_NODE_TYPE = 'CUSTOM_LIVE_CALL';

/** Whether a node's flags keep its workflow from being published (also used by rules/workflow-validator.ts). */
export function nodeBlocksPublish(node: WorkflowNode): boolean {
  if (!CHECKED_KINDS.includes(node.type) || node.data.type === EXEMPT_NODE_TYPE) return false;
  const { errors } = node.data;
  return (
    errors.isolated || errors.invalidOutgoerCount || errors.invalidVariables || errors.formValidationErrors
  );
}

/**
 * Whether a workflow's contentJSON may be published: it parses, and no ACTION or TRIGGER node (other
 * than a custom live call) carries an error flag.
 */
export function isWorkflowContentValid(contentJSON: string): boolean {
  let raw: unknown;
  try {
    raw = JSON.parse(contentJSON);
  } catch {
    return false;
  }
  const parsed = workflowContentSchema.safeParse(raw);
  return parsed.success && !parsed.data.nodes.some(nodeBlocksPublish);
}

/**
 * Checks a draft before publishing and returns the spec's message for the first failing
 * precondition, or null: the source agent must exist, the draft must have a default workflow, and
 * every published inbound workflow of the draft must be valid.
 */
export function publishPreconditionError(input: {
  draft: Pick<Agent, 'sourceAgentId' | 'workflowSettings'>;
  sourceAgent: unknown;
  workflows: readonly Pick<Workflow, 'name' | 'type' | 'status' | 'contentJSON'>[];
}): string | null {
  if (!input.draft.sourceAgentId || input.sourceAgent == null) return MSG_PUBLISH_NO_SOURCE_AGENT;
  if (!input.draft.workflowSettings.defaultWorkflowId) return MSG_PUBLISH_NO_DEFAULT_WORKFLOW;
  const invalid = input.workflows.filter(
    (workflow) =>
      workflow.type === 'INBOUND' &&
      workflow.status === 'PUBLISHED' &&
      !isWorkflowContentValid(workflow.contentJSON),
  );
  return invalid.length > 0 ? publishInvalidWorkflowsMessage(invalid.map((workflow) => workflow.name)) : null;
}

/** The draft's fields after a successful publish: version and versionCount up by one, isEdited false. */
export function afterPublish(draft: Pick<Agent, 'version' | 'versionCount'>): {
  version: number;
  versionCount: number;
  isEdited: false;
} {
  return { version: draft.version + 1, versionCount: draft.versionCount + 1, isEdited: false };
}

/** Version label: v{n/10, one decimal}; version 1 (or none) is v0.1. */
export function versionLabel(version: number | null | undefined): string {
  return `v${((version ?? 1) / 10).toFixed(1)}`;
}
