// An agent and its workflow for the runtime's tests, built the way the product builds them (the domain's
// schemas and workflow builder), so a test only names what it changes.
import {
  agentSchema,
  buildWorkflow,
  workflowSchema,
  type Agent,
  type AgentInput,
  type Workflow,
} from '@parley/domain';
import { buildSnapshot, type CallContext, type RuntimeSnapshot, type SnapshotExtras } from '../core/snapshot';

type Steps = Parameters<typeof buildWorkflow>[0];
type Edges = Parameters<typeof buildWorkflow>[1];

export function testSnapshot(
  steps: Steps,
  edges: Edges,
  agent: Partial<AgentInput> = {},
  extras: SnapshotExtras = {},
): RuntimeSnapshot {
  const parsed: Agent = agentSchema.parse({
    id: 'agent-1',
    uid: 'owner-1',
    orgId: 'org-1',
    name: 'Bike Shop',
    greeting: 'Hello from the Bike Shop!',
    workflowIds: ['wf-1'],
    workflowSettings: { defaultWorkflowId: 'wf-1' },
    ...agent,
  });
  const workflow: Workflow = workflowSchema.parse({
    id: 'wf-1',
    agentId: parsed.id,
    name: 'Main',
    contentJSON: JSON.stringify(buildWorkflow(steps, edges)),
  });
  return buildSnapshot(parsed, [workflow], null, extras);
}

export const inboundContext: CallContext = {
  callType: 'inboundPhoneCall',
  customerNumber: '+15555550123',
  agentNumber: '+15555550199',
  ownerEmail: 'owner@example.com',
  variables: {},
  workflowId: null,
};
