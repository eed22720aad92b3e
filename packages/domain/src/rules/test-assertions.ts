// The test lab's deterministic checks (docs/test-lab.md#assertions): what the agent did after the caller's
// last line, as plain facts, against a test's assertions. Pure, so the runner and the table test share it.
import type { AssertionResult, TestAssertion } from '../schemas/agent-tests';

export type FactValue = string | number | boolean;

/** What the agent did, gathered from the runtime's events and its state after the turn(s). */
export interface AssertionFacts {
  /** Everything the agent said in the turn(s) under test, in one line. */
  reply: string;
  /** Tools (steps with a request) that ran: the step's id, its tool name, the request it made. */
  toolCalls: readonly { nodeId: string | null; name: string; request: Readonly<Record<string, unknown>> }[];
  /** Every step entered in the whole conversation, in order. */
  path: readonly string[];
  variables: Readonly<Record<string, FactValue>>;
  /** Why the call ended, or null while it goes on. */
  endedReason: string | null;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** The request's fields, with a JSON body's fields beside them (a tool's arguments are usually there). */
function argumentsOf(request: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'string') return { ...request };
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ...request, ...(parsed as Record<string, unknown>) }
      : { ...request };
  } catch {
    return { ...request };
  }
}

function check(facts: AssertionFacts, assertion: TestAssertion): { passed: boolean; detail: string } {
  const reply = facts.reply.toLowerCase();
  switch (assertion.kind) {
    case 'contains':
      return reply.includes(assertion.text.toLowerCase())
        ? { passed: true, detail: '' }
        : { passed: false, detail: `The reply was: "${facts.reply}"` };
    case 'not-contains':
      return reply.includes(assertion.text.toLowerCase())
        ? { passed: false, detail: `The reply said "${assertion.text}": "${facts.reply}"` }
        : { passed: true, detail: '' };
    case 'regex': {
      let pattern: RegExp;
      try {
        pattern = new RegExp(assertion.pattern, 'i');
      } catch {
        return { passed: false, detail: `"${assertion.pattern}" is not a valid regular expression.` };
      }
      return pattern.test(facts.reply)
        ? { passed: true, detail: '' }
        : { passed: false, detail: `The reply was: "${facts.reply}"` };
    }
    case 'tool-called': {
      const calls = facts.toolCalls.filter(
        (call) => call.name === assertion.name || call.nodeId === assertion.name,
      );
      if (calls.length === 0) {
        const names = facts.toolCalls.map((call) => call.nodeId ?? call.name);
        return {
          passed: false,
          detail: `"${assertion.name}" was not called${names.length ? ` (called: ${names.join(', ')})` : ''}.`,
        };
      }
      const wanted = Object.entries(assertion.arguments);
      const matching = calls.find((call) => {
        const args = argumentsOf(call.request);
        return wanted.every(([key, value]) => asText(args[key]) === value);
      });
      if (matching) return { passed: true, detail: '' };
      const first = argumentsOf(calls[0]?.request ?? {});
      const differences = wanted
        .filter(([key, value]) => asText(first[key]) !== value)
        .map(([key, value]) => `${key} was "${asText(first[key])}", expected "${value}"`);
      return { passed: false, detail: `"${assertion.name}" was called, but ${differences.join('; ')}.` };
    }
    case 'node-reached':
      return facts.path.includes(assertion.nodeId)
        ? { passed: true, detail: '' }
        : {
            passed: false,
            detail: `Did not reach step "${assertion.nodeId}" (path: ${facts.path.join(' → ') || 'none'}).`,
          };
    case 'variable-equals': {
      const actual = facts.variables[assertion.name];
      if (actual === undefined) return { passed: false, detail: `"${assertion.name}" was not set.` };
      return String(actual) === assertion.value
        ? { passed: true, detail: '' }
        : { passed: false, detail: `"${assertion.name}" was "${String(actual)}".` };
    }
    case 'call-ended':
      if (facts.endedReason === null) return { passed: false, detail: 'The call did not end.' };
      return assertion.reason === null || assertion.reason === facts.endedReason
        ? { passed: true, detail: '' }
        : { passed: false, detail: `The call ended as "${facts.endedReason}".` };
  }
}

/** Each assertion with whether it held and, when it did not, what was found instead. */
export function evaluateAssertions(
  facts: AssertionFacts,
  assertions: readonly TestAssertion[],
): AssertionResult[] {
  return assertions.map((assertion) => ({ assertion, ...check(facts, assertion) }));
}
