// The publish preconditions, version numbers and labels (docs/versions.md#publish).
import {
  MSG_PUBLISH_NO_DEFAULT_WORKFLOW,
  MSG_PUBLISH_NO_SOURCE_AGENT,
  publishInvalidWorkflowsMessage,
} from '../messages';
import type { Agent } from '../schemas/agent';
import type { Workflow } from '../schemas/workflow';
import { unrunnableStepIssues } from './runtime-steps';
import { parseWorkflowContent, workflowPublishProblems } from './workflow-validator';

/**
 * Checks a draft before publishing and returns the spec's message for the first failing
 * precondition, or null: the source agent must exist, the draft must have a default workflow, and
 * every published inbound workflow of the draft must be valid — recomputed by the one workflow
 * validator (`workflowPublishProblems`), never read from the flags stored with the nodes; and no
 * published workflow may hold a step the runtime cannot run (rules/runtime-steps.ts), each named.
 */
export function publishPreconditionError(input: {
  draft: Pick<Agent, 'sourceAgentId' | 'workflowSettings'>;
  sourceAgent: unknown;
  workflows: readonly Pick<Workflow, 'id' | 'name' | 'type' | 'status' | 'contentJSON'>[];
}): string | null {
  if (!input.draft.sourceAgentId || input.sourceAgent == null) return MSG_PUBLISH_NO_SOURCE_AGENT;
  if (!input.draft.workflowSettings.defaultWorkflowId) return MSG_PUBLISH_NO_DEFAULT_WORKFLOW;
  const problems = workflowPublishProblems(input.workflows);
  const unrunnable = new Map<string, string>();
  for (const workflow of input.workflows) {
    const content = workflow.status === 'PUBLISHED' ? parseWorkflowContent(workflow.contentJSON) : null;
    for (const issue of content ? unrunnableStepIssues(content) : [])
      unrunnable.set(`${workflow.id}/${issue.nodeId ?? ''}/${issue.message}`, issue.message);
  }
  const invalid = problems.filter((problem) =>
    problem.issues.some(
      (issue) => !unrunnable.has(`${problem.workflowId}/${issue.nodeId ?? ''}/${issue.message}`),
    ),
  );
  if (invalid.length > 0) return publishInvalidWorkflowsMessage(invalid.map((problem) => problem.name));
  // Only steps the runtime cannot run stand in the way: each is named, so the user knows what to change.
  return unrunnable.size > 0 ? [...unrunnable.values()].join(' ') : null;
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
