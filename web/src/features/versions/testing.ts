// Sides of a version diff for the versions screens' tests: a live agent with its default workflow, and
// its draft, a copy whose workflow names the live one as its source.
import {
  agentSchema,
  defaultWorkflow,
  draftAgentIdOf,
  type Agent,
  type VersionSide,
  type Workflow,
} from '@parley/domain';

export const liveAgent = (overrides: Partial<Agent> = {}): Agent =>
  agentSchema.parse({
    id: 'a1',
    uid: 'user-ann',
    orgId: 'org-acme',
    name: 'Front desk',
    greeting: 'Hello, how can I help you today?',
    workflowIds: ['w1'],
    workflowSettings: { defaultWorkflowId: 'w1' },
    ...overrides,
  });

export const liveWorkflow = (): Workflow =>
  defaultWorkflow({ id: 'w1', agentId: 'a1', ownerEmail: 'ann@example.com' });

/** The live side, and a draft side changed by `agent` (fields) and `workflow` (its copy's fields). */
export function sides(
  agent: Partial<Agent> = {},
  workflow: Partial<Workflow> = {},
): { live: VersionSide; draft: VersionSide } {
  const draftId = draftAgentIdOf('a1');
  const copyId = `${draftId}_w1`;
  return {
    live: { agent: liveAgent(), workflows: [liveWorkflow()] },
    draft: {
      agent: liveAgent({
        id: draftId,
        isDraft: true,
        sourceAgentId: 'a1',
        workflowIds: [copyId],
        workflowSettings: { defaultWorkflowId: copyId },
        ...agent,
      }),
      workflows: [{ ...liveWorkflow(), id: copyId, agentId: draftId, sourceWorkflowId: 'w1', ...workflow }],
    },
  };
}
