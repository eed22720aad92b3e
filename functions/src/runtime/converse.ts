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
import { logger } from 'firebase-functions';
import {
  readConversationForTurn,
  writeTurn,
  type ConversationKind,
  type StoredConversation,
} from './conversation-store';
import { debitModelUsage, requireCredits, type TurnUsage } from './model-usage';
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

const tokensOf = (state: ConversationState): number =>
  state.usage.promptTokens + state.usage.completionTokens;

/**
 * Runs the conversation forward by `callerTurns`, yielding every event as it happens; answers the turns'
 * outcomes and the final state once stored and its model usage debited. Before anything runs it throws
 * SnapshotUnavailable when a new conversation's configuration cannot be found, and the credits refusal
 * (requireCredits) when the organisation's balance is used up. A turn that lost to a concurrent one
 * throws conversationMovedOn and keeps nothing (conversation-store.ts).
 */
export async function* converse(
  request: ConverseRequest,
): AsyncGenerator<RuntimeEvent, { outcomes: TurnOutcome[]; state: ConversationState }> {
  const read = request.restart ? null : await readConversationForTurn(request.conversationId);
  const stored = read?.conversation ?? null;
  const existing = stored && stored.agentId === request.agentId ? stored : null;
  let conversation: StoredConversation;
  const outcomes: TurnOutcome[] = [];
  const usage: TurnUsage[] = [];
  const limits = turnLimits();
  let state: ConversationState;
  const snapshot = existing ? await readSnapshot(existing.snapshotId) : await request.snapshot();
  if (!snapshot) throw new SnapshotUnavailable();
  await requireCredits(snapshot.orgId);
  const ports = runtimePorts(request.agentId, {
    orgId: snapshot.orgId,
    agentId: request.agentId,
    conversationId: request.conversationId,
  });
  if (existing) {
    conversation = existing;
    state = existing.state;
  } else {
    state = yield* relay(startConversation(snapshot, request.context, ports, limits), outcomes, null);
    usage.push({ turn: 0, tokensBefore: 0, tokensAfter: tokensOf(state) });
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
    const tokensBefore = tokensOf(state);
    state = yield* relay(takeTurn(snapshot, state, text, ports, limits), outcomes, text);
    conversation.callerTurns = [...conversation.callerTurns, text];
    usage.push({ turn: conversation.callerTurns.length, tokensBefore, tokensAfter: tokensOf(state) });
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
  await writeTurn(request.conversationId, {
    conversation,
    transcript,
    fresh: !existing,
    ...(read ? { expected: { updateTime: read.updateTime } } : {}),
  });
  // After the one write, so a turn that lost its write is not charged; keyed by turn, so never twice. The
  // turn is stored and answered by now: a debit that fails is logged, not turned into a failed turn the
  // engine would send again.
  await debitModelUsage(snapshot.orgId, request.conversationId, usage).catch((error: unknown) => {
    logger.error('runtime: model usage not debited', {
      conversationId: request.conversationId,
      error: String(error),
    });
  });
  return { outcomes, state };
}
