import { describe, expect, it } from 'vitest';
import { MSG_PUBLISH_NO_DEFAULT_WORKFLOW, MSG_PUBLISH_NO_SOURCE_AGENT } from '../messages';
import type { WorkflowNode } from '../schemas/workflow';
import { defaultWorkflowContent } from './default-workflow';
import { afterPublish, isWorkflowContentValid, publishPreconditionError, versionLabel } from './publish';

const flagged = (kind: string, type: string, flag: keyof WorkflowNode['data']['errors']): string => {
  const content = defaultWorkflowContent('o@example.com');
  content.nodes.push({
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
        [flag]: true,
      },
    },
  });
  return JSON.stringify(content);
};

describe('workflow validity', () => {
  it.each(['isolated', 'invalidOutgoerCount', 'invalidVariables', 'formValidationErrors'] as const)(
    'an ACTION node flagged %s makes it invalid',
    (flag) => {
      expect(isWorkflowContentValid(flagged('ACTION', 'SEND_SMS', flag))).toBe(false);
    },
  );

  it('a flagged TRIGGER node makes it invalid', () => {
    expect(isWorkflowContentValid(flagged('TRIGGER', 'RECEIVE_CALL', 'isolated'))).toBe(false);
  });

  it('ignores flags on custom live call, FORM and OTHER nodes', () => {
    expect(isWorkflowContentValid(flagged('ACTION', 'CUSTOM_LIVE_CALL', 'isolated'))).toBe(true);
    expect(isWorkflowContentValid(flagged('FORM', 'PROMPT', 'invalidVariables'))).toBe(true);
    expect(isWorkflowContentValid(flagged('OTHER', 'SIGNPOST', 'isolated'))).toBe(true);
  });

  it('treats unparseable content as invalid', () => {
    expect(isWorkflowContentValid('{nodes:')).toBe(false);
    expect(isWorkflowContentValid('{"nodes":[{"id":1}]}')).toBe(false);
    expect(isWorkflowContentValid('{"nodes":[],"edges":[]}')).toBe(true);
  });
});

describe('publish preconditions', () => {
  const draft = { sourceAgentId: 'live', workflowSettings: { defaultWorkflowId: 'w1' } };
  const good = { name: 'Main', type: 'INBOUND' as const, status: 'PUBLISHED' as const, contentJSON: '{}' };
  const broken = { ...good, name: 'Broken', contentJSON: 'nope' };

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
