// The workflow steps the agent runtime (packages/runtime) can run in a conversation. The domain cannot
// import the runtime, so the list lives here: publish refuses any other step (workflowPublishProblems),
// and the runtime's own test checks its executors cover exactly this list. docs/runtime.md, "Steps".
import { unrunnableStepMessage } from '../messages';
import type { WorkflowContent } from '../schemas/workflow';
import { CUSTOM_ACTION_NODE_TYPE, OUTBOUND_CALL_NODE_TYPE } from '../schemas/workflow-nodes';
import type { WorkflowIssue } from './workflow-validator';
import { nodeTypeName, stepName } from './workflow-words';

export const RUNTIME_EXECUTABLE_NODE_TYPES = [
  'RECEIVE_CALL',
  OUTBOUND_CALL_NODE_TYPE,
  'SIGNPOST',
  'QUESTION',
  'PROMPT',
  'SAY_EXACTLY',
  'END_CALL',
  'END_FLOW',
  'TRANSFER_CALL',
  'TRANSFER_WORKFLOW',
  'FILTER',
  'DELAY',
  'API_REQUEST',
  'WEBHOOK',
  'CUSTOM_API',
  'SEND_CALL_DATA',
  'CODE',
  'SEND_SMS',
  'SEND_EMAIL',
  'NOTIFICATION',
  'KNOWLEDGE_BASE',
  CUSTOM_ACTION_NODE_TYPE,
  'AVAILABILITY',
] as const;

/** What an AVAILABILITY step does on the agent's own calendar (its `action`). */
export const AVAILABILITY_ACTIONS = ['find_slots', 'book_slot'] as const;

const EXECUTABLE: ReadonlySet<string> = new Set(RUNTIME_EXECUTABLE_NODE_TYPES);

/** Whether the runtime runs a step of this type with this configuration. */
export function isRunnableStep(type: string, frontend: Readonly<Record<string, unknown>>): boolean {
  if (!EXECUTABLE.has(type)) return false;
  if (type === 'AVAILABILITY') return (AVAILABILITY_ACTIONS as readonly unknown[]).includes(frontend.action);
  return true;
}

/** One issue per step of `content` the runtime cannot run, naming the step and its type. */
export function unrunnableStepIssues(content: WorkflowContent): (WorkflowIssue & { step: string })[] {
  return content.nodes
    .filter((node) => !isRunnableStep(node.data.type, node.data.frontend))
    .map((node) => ({
      nodeId: node.id,
      flag: null,
      message: unrunnableStepMessage(stepName(node), nodeTypeName(node.data.type)),
      step: stepName(node),
    }));
}
