// POST /agent/{agentId}/test-chat: Test chat in the agent workspace. Talks in text to the agent as it is
// now (the draft being edited) or to a published version, through the same runtime and conversation
// store as real calls. A line edited earlier in the chat re-runs the conversation from the start with
// the lines as they now are. docs/runtime.md, "Test chat".
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_VERSION_NOT_FOUND,
  testChatRequestSchema,
  type TestChatResponse,
  type TestChatTurn,
} from '@parley/domain';
import type { CallContext, RuntimeEvent } from '@parley/runtime';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { readConversation } from './conversation-store';
import { converse, SnapshotUnavailable, type TurnOutcome } from './converse';
import { authorizeAgentRun } from './runtime-access';
import { loadSnapshot } from './snapshot-store';

const replyOf = (events: readonly RuntimeEvent[]): string =>
  events
    .filter((event) => event.type === 'message')
    .map((event) => event.text)
    .join(' ');

/** Events as the screen shows them: every kind but the streamed pieces. */
const shownEvents = (events: readonly RuntimeEvent[]) =>
  events.filter((event) => event.type !== 'message-delta');

const turnOf = (outcome: TurnOutcome): TestChatTurn => ({
  caller: outcome.caller,
  reply: replyOf(outcome.events),
  events: shownEvents(outcome.events),
});

export const testChatRoute = defineRoute(
  API_ROUTES.testChat,
  testChatRequestSchema,
  async ({ uid, input }): Promise<TestChatResponse> => {
    const { agent, caller } = await authorizeAgentRun(input.agentId, uid);
    const stored = input.conversationId ? await readConversation(input.conversationId) : null;
    const continues =
      stored !== null &&
      stored.kind === 'test' &&
      stored.agentId === agent.id &&
      stored.callerTurns.length === input.callerTurns.length - 1 &&
      stored.callerTurns.every((line, index) => line === input.callerTurns[index]);
    const conversationId = continues && input.conversationId ? input.conversationId : `test_${randomUUID()}`;
    const versionOf = agent.isDraft && agent.sourceAgentId ? agent.sourceAgentId : agent.id;
    const context: CallContext = {
      callType: 'webCall',
      customerNumber: caller.phoneNumber ?? '',
      agentNumber: agent.businessPhoneNumber?.number ?? '',
      ownerEmail: caller.email ?? '',
      variables: {},
      workflowId: null,
    };
    const run = converse({
      conversationId,
      kind: 'test',
      agentId: agent.id,
      restart: !continues,
      snapshot: async () => {
        const snapshot = await loadSnapshot(
          input.target === 'current'
            ? { kind: 'current', agent }
            : { kind: 'version', agentId: versionOf, version: input.target },
        );
        // The workflow open in the editor runs when this configuration has it (a published version may
        // not: it then runs its default workflow, as a call would). Read before the conversation starts.
        if (snapshot && input.workflowId && Object.hasOwn(snapshot.workflows, input.workflowId)) {
          context.workflowId = input.workflowId;
        }
        return snapshot;
      },
      context,
      callerTurns: continues ? input.callerTurns.slice(-1) : input.callerTurns,
    });
    let step = await run.next().catch((error: unknown) => {
      if (error instanceof SnapshotUnavailable) {
        throw failure('not-found', MSG_VERSION_NOT_FOUND, { reason: API_ERROR_REASONS.versionNotFound });
      }
      throw error;
    });
    while (!step.done) step = await run.next();
    const { outcomes, state } = step.value;
    return {
      conversationId,
      version: input.target === 'current' ? null : input.target,
      fromStart: !continues,
      turns: outcomes.map(turnOf),
      state: {
        status: state.status,
        nodeId: state.nodeId,
        workflowId: state.workflowId,
        path: state.path,
        variables: state.variables,
      },
    };
  },
);
