import { testChatResponseSchema, type TestChatResponse } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../lib/api-client';
import { fakeServices } from '../../testing/fake-services';
import { renderWithProviders } from '../../testing/render';
import { WorkflowTestChat } from './workflow-editor-tab-page';

vi.setConfig({ testTimeout: 20_000 });

// The versions are read live from Firestore; here they are fixed, and the query's input recorded.
const versions = vi.hoisted(() => ({ asked: [] as unknown[] }));
vi.mock('../../features/versions/api/get-agent-versions', async () => {
  const { agentSchema: agent, agentVersionSchema: version } = await import('@parley/domain');
  const snapshot = agent.parse({ id: 'a1', uid: 'u1', orgId: 'org-acme', name: 'Front desk' });
  return {
    useAgentVersions: (input: unknown) => {
      versions.asked.push(input);
      return {
        status: 'success',
        data: [version.parse({ id: 'a1_10', agentId: 'a1', orgId: 'org-acme', version: 10, snapshot })],
      };
    },
  };
});

const greeting: TestChatResponse = testChatResponseSchema.parse({
  conversationId: 'test_1',
  version: null,
  fromStart: true,
  turns: [{ caller: null, reply: 'Hello, how can I help?', events: [] }],
  state: { status: 'active', nodeId: 'ask', workflowId: 'wf-1', path: ['ask'], variables: {} },
});

describe('WorkflowTestChat', () => {
  it("talks to the edited agent's open workflow through POST /agent/{agentId}/test-chat and lists the live agent's versions", async () => {
    const api = vi.fn(() => Promise.resolve(greeting));
    const onPosition = vi.fn();
    renderWithProviders(
      <WorkflowTestChat
        orgId="org-acme"
        liveAgentId="a1"
        agentId="a1_draft"
        workflowId="wf-1"
        onFocusNode={vi.fn()}
        onPosition={onPosition}
        readOnlyReason={null}
      />,
      { services: fakeServices({ api: api as unknown as ApiFetch }) },
    );

    const log = within(screen.getByRole('log', { name: 'Conversation' }));
    expect(await log.findByText('Hello, how can I help?')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/agent/a1_draft/test-chat', {
      method: 'POST',
      body: {
        agentId: 'a1_draft',
        target: 'current',
        callerTurns: [],
        conversationId: null,
        workflowId: 'wf-1',
      },
      schema: testChatResponseSchema,
    });
    expect(onPosition).toHaveBeenCalledWith({ nodeId: 'ask', path: ['ask'] });
    expect(versions.asked).toContainEqual({ orgId: 'org-acme', agentId: 'a1' });
    expect(screen.getByRole('option', { name: 'Published v1.0' })).toBeInTheDocument();
  });
});
