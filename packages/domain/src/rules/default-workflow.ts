// The workflow every new agent starts with.
import { DEFAULT_WORKFLOW_END_MESSAGE, DEFAULT_WORKFLOW_INTERIM_MESSAGE } from '../messages';
import type { NodeKind } from '../enums';
import { workflowSchema } from '../schemas/workflow';
import type { Workflow, WorkflowContent, WorkflowEdge, WorkflowNode } from '../schemas/workflow';

/** The step type of the trigger that starts an inbound workflow; the spec's node list is open-ended. */
export const RECEIVE_CALL_NODE_TYPE = 'RECEIVE_CALL';
export const DEFAULT_WORKFLOW_NAME = 'Default Workflow';

/** Variables the default workflow collects, with the type the editor validates them as. */
export const DEFAULT_WORKFLOW_VARIABLES = {
  identifyPurpose: [{ name: 'caller_reason', type: 'text' }],
  collectInfo: [
    { name: 'caller_name', type: 'name' },
    { name: 'caller_phone_number', type: 'phone' },
    { name: 'additional_information', type: 'text' },
  ],
} as const;

const NODE_SPACING_Y = 150;

function node(
  index: number,
  id: string,
  kind: NodeKind,
  type: string,
  frontend: Record<string, unknown>,
): WorkflowNode {
  return {
    id,
    type: kind,
    position: { x: 250, y: index * NODE_SPACING_Y },
    data: {
      type,
      frontend,
      errors: {
        isolated: false,
        invalidOutgoerCount: false,
        invalidVariables: false,
        formValidationErrors: false,
      },
    },
  };
}

function edge(source: WorkflowNode, target: WorkflowNode): WorkflowEdge {
  return {
    id: `${source.id}->${target.id}`,
    source: source.id,
    target: target.id,
    sourceHandle: null,
    targetHandle: null,
  };
}

/**
 * The default workflow's nodes and edges, in call order: receive call → identify purpose (prompt,
 * caller_reason) → collect info (prompt, caller_name/phone/additional_information) → end call with a
 * goodbye → post-call notification to the owner's e-mail.
 */
export function defaultWorkflowContent(ownerEmail: string): WorkflowContent {
  const nodes = [
    node(0, 'receive-call', 'TRIGGER', RECEIVE_CALL_NODE_TYPE, { label: 'Receive call' }),
    node(1, 'identify-purpose', 'FORM', 'PROMPT', {
      label: 'Identify purpose',
      prompt: 'Ask the caller how you can help and note the reason for their call.',
      variables: DEFAULT_WORKFLOW_VARIABLES.identifyPurpose,
      interimMessage: DEFAULT_WORKFLOW_INTERIM_MESSAGE,
    }),
    node(2, 'collect-info', 'FORM', 'PROMPT', {
      label: 'Collect information',
      prompt: "Collect the caller's name, phone number and anything else they want to add.",
      variables: DEFAULT_WORKFLOW_VARIABLES.collectInfo,
      interimMessage: DEFAULT_WORKFLOW_INTERIM_MESSAGE,
    }),
    node(3, 'end-call', 'ACTION', 'END_CALL', { label: 'End call', message: DEFAULT_WORKFLOW_END_MESSAGE }),
    node(4, 'post-call-notification', 'ACTION', 'NOTIFICATION', {
      label: 'Post-call notification',
      channel: 'email',
      recipients: [ownerEmail],
    }),
  ];
  const edges = nodes.slice(1).map((target, index) => edge(nodes[index] as WorkflowNode, target));
  return { nodes, edges };
}

/** The default workflow document of a new agent: inbound, published, content serialised. */
export function defaultWorkflow(input: { id: string; agentId: string; ownerEmail: string }): Workflow {
  return workflowSchema.parse({
    id: input.id,
    agentId: input.agentId,
    name: DEFAULT_WORKFLOW_NAME,
    type: 'INBOUND',
    status: 'PUBLISHED',
    contentJSON: JSON.stringify(defaultWorkflowContent(input.ownerEmail)),
  });
}
