import { describe, expect, it } from 'vitest';
import { MSG_PUBLISH_NO_DEFAULT_WORKFLOW, MSG_PUBLISH_NO_SOURCE_AGENT } from '../messages';
import type { WorkflowNode } from '../schemas/workflow';
import { defaultWorkflowContent } from './default-workflow';
import { afterPublish, publishPreconditionError, versionLabel } from './publish';
import { nodeBlocksPublish } from './workflow-validator';

/** A node of `kind` and `type`, with `flag` set among its stored error flags. */
const node = (kind: string, type: string, flag?: keyof WorkflowNode['data']['errors']): WorkflowNode => ({
  id: 'extra',
  type: kind,
  position: { x: 0, y: 0 },
  data: {
    type,
    frontend: {},
    errors: {
      isolated: false,
      invalidOutgoerCount: false,
      invalidVariables: false,
      formValidationErrors: false,
      ...(flag && { [flag]: true }),
    },
  },
});

describe('which node flags block publish', () => {
  it.each(['isolated', 'invalidOutgoerCount', 'invalidVariables', 'formValidationErrors'] as const)(
    'an ACTION node flagged %s blocks it',
    (flag) => {
      expect(nodeBlocksPublish(node('ACTION', 'SEND_SMS', flag))).toBe(true);
    },
  );

  it('a flagged TRIGGER node blocks it', () => {
    expect(nodeBlocksPublish(node('TRIGGER', 'RECEIVE_CALL', 'isolated'))).toBe(true);
  });

  it('ignores flags on custom live call, FORM and OTHER nodes', () => {
    expect(nodeBlocksPublish(node('ACTION', 'CUSTOM_LIVE_CALL', 'isolated'))).toBe(false);
    expect(nodeBlocksPublish(node('FORM', 'PROMPT', 'invalidVariables'))).toBe(false);
    expect(nodeBlocksPublish(node('OTHER', 'SIGNPOST', 'isolated'))).toBe(false);
  });
});

describe('publish preconditions', () => {
  const draft = { sourceAgentId: 'live', workflowSettings: { defaultWorkflowId: 'w1' } };
  const good = {
    id: 'w1',
    name: 'Main',
    type: 'INBOUND' as const,
    status: 'PUBLISHED' as const,
    contentJSON: JSON.stringify(defaultWorkflowContent('o@example.com')),
  };
  const broken = { ...good, id: 'w2', name: 'Broken', contentJSON: 'nope' };
  // Stored flags say nothing: an action no edge reaches is found isolated by the validator.
  const isolatedAction = (() => {
    const content = defaultWorkflowContent('o@example.com');
    content.nodes.push(node('ACTION', 'SEND_SMS'));
    return { ...good, id: 'w3', name: 'Unreached', contentJSON: JSON.stringify(content) };
  })();

  it('needs a source agent', () => {
    expect(publishPreconditionError({ draft, sourceAgent: null, workflows: [] })).toBe(
      MSG_PUBLISH_NO_SOURCE_AGENT,
    );
    expect(
      publishPreconditionError({ draft: { ...draft, sourceAgentId: null }, sourceAgent: {}, workflows: [] }),
    ).toBe(MSG_PUBLISH_NO_SOURCE_AGENT);
  });

  it('needs a default workflow', () => {
    expect(
      publishPreconditionError({
        draft: { ...draft, workflowSettings: { defaultWorkflowId: null } },
        sourceAgent: {},
        workflows: [],
      }),
    ).toBe(MSG_PUBLISH_NO_DEFAULT_WORKFLOW);
  });

  it('names the invalid published inbound workflows', () => {
    expect(
      publishPreconditionError({
        draft,
        sourceAgent: {},
        workflows: [good, broken, { ...broken, name: 'Also broken' }],
      }),
    ).toBe(
      'Cannot publish agent with invalid workflows. Please fix the following workflows: Broken, Also broken',
    );
  });

  it('recomputes validity rather than trusting the flags stored with the nodes', () => {
    expect(publishPreconditionError({ draft, sourceAgent: {}, workflows: [good, isolatedAction] })).toBe(
      'Cannot publish agent with invalid workflows. Please fix the following workflows: Unreached',
    );
  });

  it('ignores drafts and outbound workflows', () => {
    expect(
      publishPreconditionError({
        draft,
        sourceAgent: {},
        workflows: [good, { ...broken, status: 'DRAFT' }, { ...broken, type: 'OUTBOUND' }],
      }),
    ).toBeNull();
  });
});

describe('after publish', () => {
  it('moves the first publish to version 2 and clears isEdited', () => {
    expect(afterPublish({ version: 1, versionCount: 1 })).toEqual({
      version: 2,
      versionCount: 2,
      isEdited: false,
    });
  });

  it('labels versions v{n/10}', () => {
    expect(versionLabel(undefined)).toBe('v0.1');
    expect(versionLabel(1)).toBe('v0.1');
    expect(versionLabel(2)).toBe('v0.2');
    expect(versionLabel(10)).toBe('v1.0');
    expect(versionLabel(23)).toBe('v2.3');
  });
});
