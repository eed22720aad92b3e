// The fake Vapi's simulated caller: a small deterministic person who answers the assistant's question
// with the matching field of the call's variable values (a campaign contact's columns, or a test
// scenario's), opens with an optional `persona` line, agrees to anything else and hangs up after a
// goodbye. No randomness: the same call and the same agent give the same conversation.

export type CallerValues = Readonly<Record<string, unknown>>;

/** The field names the caller never says aloud: they describe the caller rather than answer anything. */
const NOT_ANSWERS = new Set(['persona', 'phone', 'phonenumber', 'number']);

const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A field's value as the caller would say it, or null for none. */
function spoken(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * The field a question asks for: the one with the most of its name's words in the question (all of
 * them must be there), so "What is your first name?" picks first_name over name when both exist.
 */
export function fieldAskedFor(question: string, values: CallerValues): string | null {
  const asked = new Set(words(question));
  let best: { name: string; score: number } | null = null;
  for (const [name, value] of Object.entries(values)) {
    const parts = words(name);
    if (NOT_ANSWERS.has(parts.join('')) || spoken(value) === null || parts.length === 0) continue;
    if (!parts.every((part) => asked.has(part))) continue;
    if (!best || parts.length > best.score) best = { name, score: parts.length };
  }
  return best?.name ?? null;
}

export const isGoodbye = (line: string): boolean =>
  /\b(good\s?bye|bye|have a (great|good|nice) day)\b/i.test(line);

/** What the caller says after the assistant's `line`, or null when the caller hangs up. */
export function callerReply(line: string, values: CallerValues, turn: number): string | null {
  if (isGoodbye(line)) return null;
  const field = fieldAskedFor(line, values);
  if (field) return spoken(values[field]);
  const persona = spoken(values.persona);
  if (turn === 0 && persona) return persona;
  return line.includes('?') ? 'Yes, please.' : 'Okay.';
}

/** The caller's first words when the assistant waits for them. */
export const callerOpening = (values: CallerValues): string => spoken(values.persona) ?? 'Hello?';
