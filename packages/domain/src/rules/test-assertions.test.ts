import { describe, expect, it } from 'vitest';
import {
  agentTestSchema,
  maxTurnsNote,
  SCENARIO_MAX_TURNS,
  testAssertionSchema,
  turnTestFormSchema,
  type TestAssertion,
} from '../schemas/agent-tests';
import {
  maxTurnsClampedMessage,
  MSG_AGENT_TEST_NEEDS_ASSERTION,
  MSG_AGENT_TEST_NEEDS_CALLER_LINE,
} from '../messages';
import { evaluateAssertions, type AssertionFacts } from './test-assertions';

const facts: AssertionFacts = {
  reply: 'Great, Ana. Your appointment on 2026-12-20 is booked.',
  toolCalls: [
    {
      nodeId: 'book',
      name: 'API_REQUEST',
      request: { method: 'POST', url: 'https://clinic.example/book', body: '{"date":"2026-12-20","n":2}' },
    },
  ],
  path: ['trigger', 'ask-name', 'book', 'bye'],
  variables: { name: 'Ana', adults: 2, confirmed: true },
  endedReason: 'end-call-step',
};

const a = (input: unknown): TestAssertion => testAssertionSchema.parse(input);

describe('evaluateAssertions', () => {
  it.each<[string, unknown, boolean, string]>([
    ['contains, any case', { kind: 'contains', text: 'BOOKED' }, true, ''],
    ['contains, missing', { kind: 'contains', text: 'cancelled' }, false, 'The reply was'],
    ['not contains, absent', { kind: 'not-contains', text: 'sorry' }, true, ''],
    ['not contains, present', { kind: 'not-contains', text: 'ana' }, false, 'The reply said'],
    ['regex matches', { kind: 'regex', pattern: '\\d{4}-\\d{2}-\\d{2}' }, true, ''],
    ['regex does not match', { kind: 'regex', pattern: '^sorry' }, false, 'The reply was'],
    ['regex invalid', { kind: 'regex', pattern: '(' }, false, 'not a valid regular expression'],
    ['tool by type', { kind: 'tool-called', name: 'API_REQUEST' }, true, ''],
    [
      'tool by step id, body argument',
      { kind: 'tool-called', name: 'book', arguments: { date: '2026-12-20' } },
      true,
      '',
    ],
    ['tool number argument as text', { kind: 'tool-called', name: 'book', arguments: { n: '2' } }, true, ''],
    ['tool request field', { kind: 'tool-called', name: 'book', arguments: { method: 'POST' } }, true, ''],
    [
      'tool argument differs',
      { kind: 'tool-called', name: 'book', arguments: { date: '2026-12-21' } },
      false,
      'date was "2026-12-20"',
    ],
    ['tool not called', { kind: 'tool-called', name: 'SEND_SMS' }, false, 'was not called (called: book)'],
    ['node reached', { kind: 'node-reached', nodeId: 'book' }, true, ''],
    ['node not reached', { kind: 'node-reached', nodeId: 'pay' }, false, 'Did not reach step "pay"'],
    ['variable equals (number as text)', { kind: 'variable-equals', name: 'adults', value: '2' }, true, ''],
    ['variable equals (boolean)', { kind: 'variable-equals', name: 'confirmed', value: 'true' }, true, ''],
    ['variable differs', { kind: 'variable-equals', name: 'name', value: 'Bo' }, false, '"name" was "Ana"'],
    ['variable unset', { kind: 'variable-equals', name: 'email', value: 'x' }, false, 'was not set'],
    ['call ended, any reason', { kind: 'call-ended' }, true, ''],
    ['call ended, that reason', { kind: 'call-ended', reason: 'end-call-step' }, true, ''],
    [
      'call ended, another reason',
      { kind: 'call-ended', reason: 'transferred' },
      false,
      'ended as "end-call-step"',
    ],
  ])('%s', (_name, input, passed, detail) => {
    const [result] = evaluateAssertions(facts, [a(input)]);
    expect(result?.passed).toBe(passed);
    if (detail) expect(result?.detail).toContain(detail);
    else expect(result?.detail).toBe('');
  });

  it('a call that goes on fails call-ended', () => {
    const [result] = evaluateAssertions({ ...facts, endedReason: null }, [a({ kind: 'call-ended' })]);
    expect(result).toMatchObject({ passed: false, detail: 'The call did not end.' });
  });
});

describe('agent test schemas', () => {
  it('clamps max turns past the bound and says so', () => {
    const test = agentTestSchema.parse({
      agentId: 'a1',
      kind: 'scenario',
      name: 'Books',
      goal: 'Book',
      maxTurns: 10_000,
    });
    expect(test.kind === 'scenario' && test.maxTurns).toBe(SCENARIO_MAX_TURNS);
    expect(maxTurnsNote(10_000)).toBe(maxTurnsClampedMessage(10_000, SCENARIO_MAX_TURNS));
    expect(maxTurnsClampedMessage(10_000, 30)).toBe(
      'Max turns 10,000 is more than a scenario may take; it runs 30 turns.',
    );
    expect(maxTurnsNote(SCENARIO_MAX_TURNS)).toBeNull();
  });

  it('refuses a turn test without caller lines or assertions, and repeats past 10', () => {
    expect(
      agentTestSchema.safeParse({ agentId: 'a1', kind: 'turn', name: 'x', callerLines: [], assertions: [] })
        .success,
    ).toBe(false);
    expect(
      agentTestSchema.safeParse({ agentId: 'a1', kind: 'scenario', name: 'x', goal: 'g', repeats: 11 })
        .success,
    ).toBe(false);
  });
});

describe('the quick turn-test form', () => {
  it('splits the caller lines and makes the contains check', () => {
    expect(
      turnTestFormSchema.parse({
        name: ' Greets ',
        callerLines: 'Hello\n\n  I am Ada \n',
        replyContains: 'Ada',
      }),
    ).toEqual({
      kind: 'turn',
      name: 'Greets',
      callerLines: ['Hello', 'I am Ada'],
      assertions: [{ kind: 'contains', text: 'Ada' }],
      toolMocks: [],
    });
  });

  it('asks for a caller line and a text to find', () => {
    const result = turnTestFormSchema.safeParse({ name: 'x', callerLines: ' \n ', replyContains: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MSG_AGENT_TEST_NEEDS_CALLER_LINE,
      MSG_AGENT_TEST_NEEDS_ASSERTION,
    ]);
  });
});
