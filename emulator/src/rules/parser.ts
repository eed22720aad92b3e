import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type peggy from 'peggy';
import type { ExprNode, FileNode } from './ast.ts';
import { errorIssue, type Issue } from './issues.ts';
import { findExcessiveNesting, MAX_NESTING } from './nesting.ts';

type Expectation = peggy.parser.Expectation;

let cachedParser: peggy.Parser | undefined;

/**
 * The parser is generated from the grammar on first use (peggy itself is loaded only then) so that
 * importing the rules engine, and so emulator start-up, stays fast.
 */
function parser(): peggy.Parser {
  cachedParser ??= (createRequire(import.meta.url)('peggy') as typeof peggy).generate(
    readFileSync(new URL('./grammar/rules.peggy', import.meta.url), 'utf8'),
    {
      allowedStartRules: ['File', 'Expression'],
    },
  );
  return cachedParser;
}

// Operators are always possible after a complete operand; listing them drowns the useful expectation.
const OPERATOR_TOKENS = new Set([
  '||',
  '&&',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  '.',
  '[',
  '(',
  'in',
  'is',
]);

// Tokens that can start an operand; when the parser wanted one, the message just says "an expression".
const OPERAND_STARTS = new Set([
  "'!'",
  "'-'",
  "'null'",
  "'true'",
  "'false'",
  "'('",
  "'['",
  "'{'",
  "'/'",
  'a string',
  'a number',
  'an identifier',
]);

function describeExpected(expected: readonly Expectation[]): string {
  const texts: string[] = [];
  for (const e of expected) {
    if (e.type === 'literal') texts.push(`'${e.text}'`);
    else if (e.type === 'other' && e.description !== 'whitespace') texts.push(e.description);
    else if (e.type === 'end') texts.push('end of file');
  }
  let unique = [...new Set(texts)];
  if (unique.includes('an identifier') && unique.includes("'('")) {
    unique = ['an expression', ...unique.filter((t) => !OPERAND_STARTS.has(t))];
  }
  const structural = unique.filter((t) => !OPERATOR_TOKENS.has(t.slice(1, -1)));
  const shown = structural.length > 0 ? structural : unique;
  if (shown.length === 0) return 'something else';
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1) ?? ''}`;
}

function describeFound(found: string | null): string {
  if (found === null) return 'end of file';
  if (found === '\n' || found === '\r') return 'end of line';
  return `'${found}'`;
}

export type ParseResult = { ok: true; file: FileNode } | { ok: false; issue: Issue };

/** Parses one rules file; a syntax error becomes one issue with its position and a readable message. */
export function parseRulesFile(fileName: string, content: string): ParseResult {
  const tooDeep = findExcessiveNesting(content);
  if (tooDeep) {
    return {
      ok: false,
      issue: errorIssue(fileName, tooDeep, `Brackets are nested deeper than ${MAX_NESTING} levels.`),
    };
  }
  try {
    return { ok: true, file: parser().parse(content) as FileNode };
  } catch (error) {
    if (error instanceof parser().SyntaxError) {
      const where = error.location.start;
      const message =
        error.expected === null
          ? error.message
          : error.found === "'" || error.found === '"'
            ? `Unterminated string or invalid escape sequence starting at ${describeFound(error.found)}`
            : `Unexpected ${describeFound(error.found)} — expected ${describeExpected(error.expected)}`;
      return { ok: false, issue: errorIssue(fileName, where, message) };
    }
    // Long unary chains (`!!!!…`) can still exhaust the stack; report instead of crashing.
    if (error instanceof RangeError) {
      return {
        ok: false,
        issue: errorIssue(fileName, { line: 1, column: 1 }, 'Rules file is nested too deeply to compile.'),
      };
    }
    throw error;
  }
}

/** Parses a lone expression (tests and tools); throws the parser's SyntaxError on bad input. */
export function parseExpression(text: string): ExprNode {
  return parser().parse(text, { startRule: 'Expression' }) as ExprNode;
}
