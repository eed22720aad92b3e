import { describe, expect, it } from 'vitest';
import { evaluateExpression, expressionProblem, expressionVariables, parseExpression } from './expression';
import type { TraceLine } from './expression';

const run = (source: string, variables: Record<string, unknown> = {}) =>
  evaluateExpression(parseExpression(source), variables);

describe('the condition language', () => {
  it('compares numbers numerically, text case-insensitively', () => {
    expect(run('age >= 18', { age: '21' })).toBe(true);
    expect(run('age < 18', { age: 21 })).toBe(false);
    expect(run('10 > 9')).toBe(true);
    expect(run('city == "london"', { city: 'London ' })).toBe(true);
    expect(run("city != 'Paris'", { city: 'London' })).toBe(true);
    expect(run('age > 3', { age: 'old' })).toBe(false);
  });

  it('binds not tighter than and, and tighter than or', () => {
    expect(run('a or b and c', { a: true, b: false, c: false })).toBe(true);
    expect(run('(a or b) and c', { a: true, b: false, c: false })).toBe(false);
    expect(run('not a and b', { a: false, b: true })).toBe(true);
    expect(run('not (a and b)', { a: true, b: true })).toBe(false);
  });

  it('supports contains, is empty, is not empty and booleans from text answers', () => {
    expect(run('reason contains "BOOK"', { reason: 'I want to book a table' })).toBe(true);
    expect(run('reason contains "x"', {})).toBe(false);
    expect(run('email is empty', { email: '  ' })).toBe(true);
    expect(run('email is empty', {})).toBe(true);
    expect(run('email is not empty', { email: 'a@b.c' })).toBe(true);
    expect(run('confirmed', { confirmed: 'yes' })).toBe(true);
    expect(run('confirmed == true', { confirmed: 'no' })).toBe(false);
    expect(run('confirmed == false', { confirmed: false })).toBe(true);
  });

  it('reads dotted paths and never reaches prototype properties', () => {
    expect(run('order.total > 100', { order: { total: 120 } })).toBe(true);
    expect(run('order.constructor is empty', { order: {} })).toBe(true);
    expect(run('x.__proto__ is empty', { x: {} })).toBe(true);
  });

  it('lists the variables it reads, by root name', () => {
    expect(
      expressionVariables(parseExpression('a == 1 and not (b.c contains "x" or d is empty)')).sort(),
    ).toEqual(['a', 'b', 'd']);
  });

  it('reports malformed conditions with a position, never evaluating code', () => {
    expect(expressionProblem('a ==')).toBe('Expected a value at position 5');
    expect(expressionProblem('a == "x')).toBe('Unterminated string at position 6');
    expect(expressionProblem('a; process.exit()')).toBe("Unexpected character ';' at position 2");
    expect(expressionProblem('(a == 1')).toBe("Expected ')' at position 8");
    expect(expressionProblem('a b')).toBe("Unexpected 'b' at position 3");
    expect(expressionProblem('')).toBe('Expected a condition at position 1');
    expect(expressionProblem('and')).toBe("Unexpected 'and' at position 1");
    expect(expressionProblem('x'.repeat(501))).toMatch(/^Longer than 500/);
    expect(expressionProblem('a == "it\\"s"')).toBeNull();
  });

  it('traces why a condition came out as it did, short-circuiting', () => {
    const trace: TraceLine[] = [];
    expect(
      evaluateExpression(parseExpression('age > 18 and city == "Rome"'), { age: 12, city: 'Rome' }, trace),
    ).toBe(false);
    expect(trace).toEqual([
      { text: 'age (12) > 18', result: false },
      { text: '(age > 18 and city == "Rome")', result: false },
    ]);
  });
});
