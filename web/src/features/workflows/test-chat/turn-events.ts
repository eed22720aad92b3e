// A Test chat turn's events as the panel reads them. The contract keeps events loose (the runtime may add
// kinds); these schemas pick out the kinds the panel shows and drop anything else, so an unknown or
// malformed event never breaks the screen.
import type { TestChatTurn } from '@parley/domain';
import { z } from 'zod';

const variableValue = z.union([z.string(), z.number(), z.boolean()]);

const knownEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), text: z.string(), source: z.string() }),
  z.object({ type: z.literal('node-entered'), nodeId: z.string(), label: z.string() }),
  z.object({ type: z.literal('branch-taken'), label: z.string(), reason: z.string() }),
  z.object({ type: z.literal('variables-set'), values: z.record(z.string(), variableValue) }),
  z.object({
    type: z.literal('tool-result'),
    name: z.string(),
    ok: z.boolean(),
    request: z.unknown(),
    response: z.unknown(),
    error: z.string().nullable(),
    ms: z.number(),
  }),
  z.object({
    type: z.literal('knowledge-used'),
    passages: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
  z.object({ type: z.literal('transfer'), number: z.string() }),
  z.object({ type: z.literal('call-ended'), reason: z.string() }),
  z.object({ type: z.literal('failure'), reason: z.string(), detail: z.string() }),
  z.object({
    type: z.literal('llm-timing'),
    firstTokenMs: z.number().nullable(),
    totalMs: z.number(),
    promptTokens: z.number(),
    completionTokens: z.number(),
  }),
]);
export type KnownEvent = z.infer<typeof knownEventSchema>;
export type EventOf<T extends KnownEvent['type']> = Extract<KnownEvent, { type: T }>;

/** The turn's events the panel knows, in order. */
export function knownEvents(turn: TestChatTurn): KnownEvent[] {
  return turn.events.flatMap((event) => {
    const parsed = knownEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

export function eventsOf<T extends KnownEvent['type']>(events: readonly KnownEvent[], type: T): EventOf<T>[] {
  return events.filter((event): event is EventOf<T> => event.type === type);
}

/** The label of the step last entered with this id across the conversation, or null. */
export function stepLabel(turns: readonly TestChatTurn[], nodeId: string): string | null {
  let label: string | null = null;
  for (const turn of turns) {
    for (const event of eventsOf(knownEvents(turn), 'node-entered')) {
      if (event.nodeId === nodeId) label = event.label;
    }
  }
  return label;
}

/** Why the call ended (the conversation's last call-ended event), or null. */
export function endReason(turns: readonly TestChatTurn[]): string | null {
  const ended = turns.flatMap((turn) => eventsOf(knownEvents(turn), 'call-ended'));
  return ended.at(-1)?.reason ?? null;
}
