// The conversation service the endpoint and Test chat share: read the conversation (starting it from its
// snapshot when new), run the caller's turn, stream the events, then store the turn in one write.
import {
  DEFAULT_TURN_LIMITS,
  startConversation,
  takeTurn,
  transcriptEvents,
  type CallContext,
  type ConversationState,
  type RuntimeEvent,
  type RuntimeSnapshot,
  type TurnLimits,
  type TurnRun,
} from '@parley/runtime';
import {
  readConversation,
  writeTurn,
  type ConversationKind,
  type StoredConversation,
} from './conversation-store';
import { runtimePorts } from './runtime-ports';
import { keepSnapshot, readSnapshot } from './snapshot-store';

export interface ConverseRequest {
  conversationId: string;
  kind: ConversationKind;
  agentId: string;
  /** Builds the snapshot when the conversation is new; null: the configuration cannot be found. */
  snapshot: () => Promise<RuntimeSnapshot | null>;
  context: CallContext;
  /** The caller's lines to take, in order; none to only start (the greeting). */
  callerTurns: string[];
  /** Start over even when the conversation exists (Test chat's restart and regenerate). */
  restart?: boolean;
}

/** What one turn did, as the endpoint and Test chat report it. */
export interface TurnOutcome {
  caller: string | null;
  events: RuntimeEvent[];
}

export class SnapshotUnavailable extends Error {}

/** The turn limits, with the model deadline from RUNTIME_LLM_DEADLINE_MS when the deployment sets one. */
export function turnLimits(env: NodeJS.ProcessEnv = process.env): TurnLimits {
  const deadline = Number(env.RUNTIME_LLM_DEADLINE_MS);
  return Number.isFinite(deadline) && deadline > 0
    ? { ...DEFAULT_TURN_LIMITS, llmDeadlineMs: deadline }
    : DEFAULT_TURN_LIMITS;
}

async function* relay(run: TurnRun, outcomes: TurnOutcome[], caller: string | null) {
  for await (const event of run.events) yield event;
  const done = await run.done;
  outcomes.push({ caller, events: done.events });
  return done.state;
}

/**
 * Runs the conversation forward by `callerTurns`, yielding every event as it happens; answers the turns'
 * outcomes and the final state once stored. Throws SnapshotUnavailable before anything runs when a new
 * conversation's configuration cannot be found.
 */
export async function* converse(
  request: ConverseRequest,
): AsyncGenerator<RuntimeEvent, { outcomes: TurnOutcome[]; state: ConversationState }> {
  const stored = request.restart ? null : await readConversation(request.conversationId);
  const existing = stored && stored.agentId === request.agentId ? stored : null;
  let snapshot: RuntimeSnapshot | null;
  let conversation: StoredConversation;
  const outcomes: TurnOutcome[] = [];
  const ports = runtimePorts(request.agentId);
  const limits = turnLimits();
  let state: ConversationState;
  if (existing) {
    snapshot = await readSnapshot(existing.snapshotId);
    if (!snapshot) throw new SnapshotUnavailable();
    conversation = existing;
    state = existing.state;
  } else {
    snapshot = await request.snapshot();
    if (!snapshot) throw new SnapshotUnavailable();
    state = yield* relay(startConversation(snapshot, request.context, ports, limits), outcomes, null);
    conversation = {
      agentId: request.agentId,
      orgId: snapshot.orgId,
      snapshotId: await keepSnapshot(snapshot),
      kind: request.kind,
      state,
      callerTurns: [],
    };
  }
  const firstIndex = existing ? existing.state.transcriptIndex : 0;
  for (const text of request.callerTurns) {
    state = yield* relay(takeTurn(snapshot, state, text, ports, limits), outcomes, text);
    conversation.callerTurns = [...conversation.callerTurns, text];
  }
  // The transcript: each outcome's events, indexes continuing from what is stored, times from the start.
  const transcript = [];
  let index = firstIndex;
  for (const outcome of outcomes) {
    const events = transcriptEvents(outcome.events, {
      at: Math.max(0, (ports.clock.now() - state.startedAt) / 1000),
      firstIndex: index,
    });
    index += events.length;
    transcript.push(...events);
  }
  state = { ...state, transcriptIndex: index };
  conversation = { ...conversation, state };
  await writeTurn(request.conversationId, { conversation, transcript, fresh: !existing });
  return { outcomes, state };
}
