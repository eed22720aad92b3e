// The FILTER node's condition language: a tokenizer, a recursive-descent parser and an evaluator of
// our own, so a condition typed by a user is data, never code (no eval, no dependency). The grammar
// and the comparison semantics are in docs/workflows.md.

export type ExpressionValue = string | number | boolean | null;

export type Expression =
  | { kind: 'literal'; value: ExpressionValue }
  | { kind: 'variable'; path: string }
  | { kind: 'not'; operand: Expression }
  | { kind: 'logical'; operator: 'and' | 'or'; left: Expression; right: Expression }
  | { kind: 'compare'; operator: CompareOperator; left: Expression; right: Expression }
  | { kind: 'isEmpty'; negated: boolean; operand: Expression };

export type CompareOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'contains';

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'word'; value: string; at: number }
  | { kind: 'symbol'; value: string; at: number };

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

const SYMBOLS = ['==', '!=', '<=', '>=', '<', '>', '(', ')'];
const WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
const NUMBER = /-?\d+(\.\d+)?/y;
/** Longest accepted condition: a condition is a line in a form, not a program. */
export const EXPRESSION_MAX_LENGTH = 500;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let end = at + 1;
      while (end < source.length && source[end] !== char) {
        // A backslash escapes the next character (the quote itself or a backslash).
        if (source[end] === '\\' && end + 1 < source.length) end += 1;
        value += source.charAt(end);
        end += 1;
      }
      if (end >= source.length) throw new ExpressionError('Unterminated string', at);
      tokens.push({ kind: 'string', value, at });
      at = end + 1;
      continue;
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(source);
    if (number && (char !== '-' || /\d/.test(source[at + 1] ?? ''))) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    WORD.lastIndex = at;
    const word = WORD.exec(source);
    if (word) {
      tokens.push({ kind: 'word', value: word[0], at });
      at += word[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, at));
    if (!symbol) throw new ExpressionError(`Unexpected character '${char}'`, at);
    tokens.push({ kind: 'symbol', value: symbol, at });
    at += symbol.length;
  }
  return tokens;
}

const KEYWORDS = new Set(['and', 'or', 'not', 'is', 'empty', 'contains', 'true', 'false', 'null']);

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): Expression {
    const expression = this.or();
    const extra = this.tokens[this.index];
    if (extra) throw new ExpressionError(`Unexpected '${String(extra.value)}'`, extra.at);
    return expression;
  }

  private peekWord(value: string): boolean {
    const token = this.tokens[this.index];
    return token?.kind === 'word' && token.value.toLowerCase() === value;
  }

  private peekSymbol(value: string): boolean {
    const token = this.tokens[this.index];
    return token?.kind === 'symbol' && token.value === value;
  }

  private or(): Expression {
    let left = this.and();
    while (this.peekWord('or')) {
      this.index += 1;
      left = { kind: 'logical', operator: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Expression {
    let left = this.not();
    while (this.peekWord('and')) {
      this.index += 1;
      left = { kind: 'logical', operator: 'and', left, right: this.not() };
    }
    return left;
  }

  private not(): Expression {
    if (this.peekWord('not')) {
      this.index += 1;
      return { kind: 'not', operand: this.not() };
    }
    return this.comparison();
  }

  private comparison(): Expression {
    const left = this.primary();
    if (this.peekWord('is')) {
      this.index += 1;
      const negated = this.peekWord('not');
      if (negated) this.index += 1;
      if (!this.peekWord('empty')) throw this.expected("'empty'");
      this.index += 1;
      return { kind: 'isEmpty', negated, operand: left };
    }
    if (this.peekWord('contains')) {
      this.index += 1;
      return { kind: 'compare', operator: 'contains', left, right: this.primary() };
    }
    const token = this.tokens[this.index];
    if (token?.kind === 'symbol' && token.value !== '(' && token.value !== ')') {
      this.index += 1;
      return { kind: 'compare', operator: token.value as CompareOperator, left, right: this.primary() };
    }
    return left;
  }

  private primary(): Expression {
    const token = this.tokens[this.index];
    if (!token) throw this.expected('a value');
    this.index += 1;
    if (token.kind === 'number' || token.kind === 'string') return { kind: 'literal', value: token.value };
    if (token.kind === 'symbol') {
      if (token.value !== '(') throw new ExpressionError(`Unexpected '${token.value}'`, token.at);
      const inner = this.or();
      if (!this.peekSymbol(')')) throw this.expected("')'");
      this.index += 1;
      return inner;
    }
    const word = token.value.toLowerCase();
    if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
    if (word === 'null') return { kind: 'literal', value: null };
    if (KEYWORDS.has(word)) throw new ExpressionError(`Unexpected '${token.value}'`, token.at);
    return { kind: 'variable', path: token.value };
  }

  private expected(what: string): ExpressionError {
    const token = this.tokens[this.index];
    return new ExpressionError(`Expected ${what}`, token ? token.at : this.length);
  }
}

/** Parses a condition, throwing ExpressionError (with the offending position) when it is malformed. */
export function parseExpression(source: string): Expression {
  if (source.length > EXPRESSION_MAX_LENGTH) {
    throw new ExpressionError(`Longer than ${EXPRESSION_MAX_LENGTH} characters`, EXPRESSION_MAX_LENGTH);
  }
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new ExpressionError('Expected a condition', 0);
  return new Parser(tokens, source.length).parse();
}

/** The parse error's text, or null when the condition is well formed. */
export function expressionProblem(source: string): string | null {
  try {
    parseExpression(source);
    return null;
  } catch (error) {
    if (error instanceof ExpressionError) return `${error.message} at position ${error.at + 1}`;
    throw error;
  }
}

/** The variables a condition reads, by their root name (`order.total` reads `order`). */
export function expressionVariables(expression: Expression): string[] {
  const names = new Set<string>();
  const visit = (node: Expression): void => {
    switch (node.kind) {
      case 'variable':
        names.add(node.path.split('.')[0] as string);
        return;
      case 'not':
      case 'isEmpty':
        visit(node.operand);
        return;
      case 'logical':
      case 'compare':
        visit(node.left);
        visit(node.right);
        return;
      case 'literal':
        return;
    }
  };
  visit(expression);
  return [...names];
}

/** Looks a dotted path up in the variables (`order.total` → variables.order.total). */
/** A variable's value by its dotted path (`order.total`), as conditions and templates read it. */
export function lookupVariable(variables: Readonly<Record<string, unknown>>, path: string): ExpressionValue {
  let value: unknown = variables;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function asNumber(value: ExpressionValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function isEmptyValue(value: ExpressionValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** Caller answers arrive as text: 'yes'/'true' and 'no'/'false' count as booleans. */
function truthy(value: ExpressionValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (value === null) return false;
  const text = value.trim().toLowerCase();
  return text !== '' && text !== 'false' && text !== 'no' && text !== '0';
}

function equal(left: ExpressionValue, right: ExpressionValue): boolean {
  const leftNumber = asNumber(left);
  const rightNumber = asNumber(right);
  if (leftNumber !== null && rightNumber !== null) return leftNumber === rightNumber;
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    return left !== null && right !== null && truthy(left) === truthy(right);
  }
  if (left === null || right === null) return isEmptyValue(left) && isEmptyValue(right);
  return String(left).trim().toLowerCase() === String(right).trim().toLowerCase();
}

function compare(operator: CompareOperator, left: ExpressionValue, right: ExpressionValue): boolean {
  switch (operator) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case 'contains':
      return (
        left !== null && right !== null && String(left).toLowerCase().includes(String(right).toLowerCase())
      );
    default: {
      // Ordering is numeric only: a non-number on either side makes the comparison false.
      const a = asNumber(left);
      const b = asNumber(right);
      if (a === null || b === null) return false;
      if (operator === '<') return a < b;
      if (operator === '<=') return a <= b;
      if (operator === '>') return a > b;
      return a >= b;
    }
  }
}

function show(expression: Expression): string {
  switch (expression.kind) {
    case 'literal':
      return typeof expression.value === 'string'
        ? JSON.stringify(expression.value)
        : String(expression.value);
    case 'variable':
      return expression.path;
    case 'not':
      return `not ${show(expression.operand)}`;
    case 'isEmpty':
      return `${show(expression.operand)} is ${expression.negated ? 'not ' : ''}empty`;
    case 'compare':
      return `${show(expression.left)} ${expression.operator} ${show(expression.right)}`;
    case 'logical':
      return `(${show(expression.left)} ${expression.operator} ${show(expression.right)})`;
  }
}

/** One line of an evaluation trace: a sub-condition and what it came to. */
export interface TraceLine {
  text: string;
  result: boolean;
}

/** Evaluates a parsed condition against the variables, recording why it came out as it did. */
export function evaluateExpression(
  expression: Expression,
  variables: Readonly<Record<string, unknown>>,
  trace: TraceLine[] = [],
): boolean {
  const value = (node: Expression): ExpressionValue =>
    node.kind === 'literal'
      ? node.value
      : node.kind === 'variable'
        ? lookupVariable(variables, node.path)
        : test(node);
  const describe = (node: Expression): string =>
    node.kind === 'variable'
      ? `${node.path} (${JSON.stringify(lookupVariable(variables, node.path))})`
      : show(node);
  const test = (node: Expression): boolean => {
    let result: boolean;
    let text: string;
    switch (node.kind) {
      case 'literal':
      case 'variable':
        result = truthy(value(node));
        text = describe(node);
        break;
      case 'not':
        result = !test(node.operand);
        text = show(node);
        break;
      case 'isEmpty':
        result = isEmptyValue(value(node.operand)) !== node.negated;
        text = `${describe(node.operand)} is ${node.negated ? 'not ' : ''}empty`;
        break;
      case 'logical':
        // Short-circuits like the words read: the right side is not evaluated when the left decides.
        result =
          node.operator === 'and' ? test(node.left) && test(node.right) : test(node.left) || test(node.right);
        text = show(node);
        break;
      case 'compare':
        result = compare(node.operator, value(node.left), value(node.right));
        text = `${describe(node.left)} ${node.operator} ${describe(node.right)}`;
        break;
    }
    trace.push({ text, result });
    return result;
  };
  return test(expression);
}
