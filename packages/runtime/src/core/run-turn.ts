// The runtime's two entry points: start a conversation, and take a caller's turn. Each answers at once
// with a stream of events (read it to stream the reply) and a promise of the next state (store it).
import { Channel } from './channel';
import type { RuntimeEvent } from './events';
import { DEFAULT_TURN_LIMITS, type TurnLimits } from './limits';
import type { RuntimePorts } from './ports';
import { startingVariables, workflowFor, type CallContext, type RuntimeSnapshot } from './snapshot';
import {
  conversationStateSchema,
  HISTORY_LIMIT,
  newConversationState,
  type ConversationState,
} from './state';
import { Turn } from './turn';

export interface TurnRun {
  events: AsyncIterable<RuntimeEvent>;
  /** The state after the turn, with every event of it (for the transcript). Never rejects. */
  done: Promise<{ state: ConversationState; events: RuntimeEvent[] }>;
}

function run(
  snapshot: RuntimeSnapshot,
  state: ConversationState,
  ports: RuntimePorts,
  limits: TurnLimits,
  body: (turn: Turn) => Promise<void>,
): TurnRun {
  const channel = new Channel<RuntimeEvent>();
  const all: RuntimeEvent[] = [];
  const emit = (event: RuntimeEvent) => {
    all.push(event);
    channel.push(event);
  };
  const turn = new Turn(snapshot, state, ports, limits, emit);
  const done = body(turn)
    .catch(() => {
      // A bug in a step must not reach the caller as anything but the fallback line.
      turn.fail('invalid-step', 'The turn failed unexpectedly.');
    })
    .then(() => {
      turn.state.turns += 1;
      turn.state.history = turn.state.history.slice(-HISTORY_LIMIT);
      channel.close();
      return { state: turn.state, events: all };
    });
  return { events: channel, done };
}

/** Starts a conversation: the greeting and the workflow up to the first step that waits for the caller. */
export function startConversation(
  snapshot: RuntimeSnapshot,
  context: CallContext,
  ports: RuntimePorts,
  limits: TurnLimits = DEFAULT_TURN_LIMITS,
): TurnRun {
  const now = ports.clock.now();
  const state = newConversationState(now, startingVariables(snapshot, context, now));
  state.callType = context.callType;
  state.workflowId = workflowFor(snapshot, context)?.id ?? null;
  return run(snapshot, state, ports, limits, (turn) => turn.start());
}

/** Takes the caller's turn on a stored state (which is copied, never changed in place). */
export function takeTurn(
  snapshot: RuntimeSnapshot,
  stored: ConversationState,
  callerText: string,
  ports: RuntimePorts,
  limits: TurnLimits = DEFAULT_TURN_LIMITS,
): TurnRun {
  const state = conversationStateSchema.parse(structuredClone(stored));
  return run(snapshot, state, ports, limits, (turn) => turn.caller(callerText));
}
