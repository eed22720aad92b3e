import { describe, expect, it } from 'vitest';
import { agentSchema } from '../schemas/agent';
import {
  agentVersionIdOf,
  draftAgentIdOf,
  draftDiffersFromLive,
  copyWorkflowIdOf,
  liveWorkflowIdOf,
  VERSIONED_AGENT_FIELDS,
} from './publish-draft';

const agent = (overrides: Record<string, unknown> = {}) =>
  agentSchema.parse({ id: 'a', uid: 'u', orgId: 'o', name: 'Desk', ...overrides });

describe('draft ids', () => {
  it('derives one draft per agent and maps workflows both ways', () => {
    expect(draftAgentIdOf('a1')).toBe('a1_draft');
    expect(copyWorkflowIdOf('a1_draft', 'w1')).toBe('a1_draft_w1');
    expect(liveWorkflowIdOf({ id: 'a1_draft_w1', sourceWorkflowId: 'w1' })).toBe('w1');
    expect(liveWorkflowIdOf({ id: 'made-on-draft', sourceWorkflowId: null })).toBe('made-on-draft_live');
    expect(agentVersionIdOf('a1', 3)).toBe('a1_3');
  });

  it('versions what users edit and the links, not numbers, cluster or version counters', () => {
    expect(VERSIONED_AGENT_FIELDS).toEqual(
      expect.arrayContaining([
        'greeting',
        'selectedVoiceId',
        'documentIds',
        'workflowIds',
        'workflowSettings',
        'promptModules',
      ]),
    );
    for (const field of ['businessPhoneNumber', 'cluster', 'concurrency', 'version', 'isDraft', 'orgId']) {
      expect(VERSIONED_AGENT_FIELDS).not.toContain(field);
    }
  });
});

describe('draftDiffersFromLive', () => {
  const workflow = {
    id: 'w1',
    sourceWorkflowId: null,
    name: 'Main',
    type: 'INBOUND',
    status: 'PUBLISHED',
    contentJSON: '{}',
  } as const;
  const live = {
    agent: agent({ workflowIds: ['w1'], workflowSettings: { defaultWorkflowId: 'w1' } }),
    workflows: [workflow],
  };
  const copied = { ...workflow, id: 'a_draft_w1', sourceWorkflowId: 'w1' };
  const copy = {
    agent: agent({
      id: 'a_draft',
      isDraft: true,
      workflowIds: ['a_draft_w1'],
      workflowSettings: { defaultWorkflowId: 'a_draft_w1' },
    }),
    workflows: [copied],
  };

  it('is false for a fresh copy (ids mapped, key order ignored)', () => {
    expect(draftDiffersFromLive(copy, live)).toBe(false);
  });

  it('is true when a versioned field or a workflow differs', () => {
    expect(draftDiffersFromLive({ ...copy, agent: { ...copy.agent, greeting: 'Hi' } }, live)).toBe(true);
    expect(draftDiffersFromLive({ ...copy, workflows: [{ ...copied, contentJSON: '[]' }] }, live)).toBe(true);
  });

  it('ignores fields outside the version', () => {
    // A whole agent document carries more than the versioned fields; the extra ones must not count.
    const agent = { ...copy.agent, concurrency: 9 };
    expect(draftDiffersFromLive({ ...copy, agent }, live)).toBe(false);
  });
});
