import { describe, expect, it } from 'vitest';
import { checkCode } from './check-code';

describe('checkCode', () => {
  it.each([
    ['a default function declaration', 'export default function run(input) { return input; }', 'default'],
    ['an anonymous default function', 'export default function (input) { return 1; }', 'default'],
    ['a default arrow function', 'export default async (input) => input.x;', 'default'],
    [
      'a named function',
      'const helper = (x) => x * 2;\nexport function handler(input) { return helper(input); }',
      'handler',
    ],
    ['a named const arrow function', 'export const handle = (input) => ({ ok: true });', 'handle'],
    ['a function without parameters', 'export default function run() { return 42; }', 'default'],
  ])('accepts %s', (_label, code, exportName) => {
    expect(checkCode(code)).toEqual({ ok: true, exportName });
  });

  it.each([
    [
      'a syntax error, with its place',
      'export default function run(input) {\n  return input.;\n}',
      'Unexpected token',
      2,
      16,
    ],
    ['no export', 'function run(input) { return input; }', 'Export exactly one function', 1, 1],
    ['two exports', 'export function a() {}\nexport function b() {}', 'Export exactly one function', 2, 1],
    ['a non-function export', 'export const answer = 42;', 'Only a function may be exported', 1, 1],
    [
      'a default export that is not a function',
      'export default { run() {} };',
      'Only a function may be exported',
      1,
      1,
    ],
    ['two parameters', 'export default function run(input, extra) {}', 'one parameter', 1, 16],
    [
      'an import declaration',
      'import fs from "fs";\nexport default function run() {}',
      'cannot import',
      1,
      1,
    ],
    [
      'a dynamic import',
      'export default async function run() {\n  return import("fs");\n}',
      'cannot import',
      2,
      10,
    ],
    ['import.meta', 'export default function run() { return import.meta.url; }', 'import.meta', 1, 40],
    ['a re-export', 'export * from "fs";\nexport default function run() {}', 're-export', 1, 1],
    ['an export list', 'function run(input) {}\nexport { run };', 'Only a function may be exported', 2, 1],
  ])('refuses %s', (_label, code, message, line, column) => {
    const checked = checkCode(code);

    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.diagnostics).toContainEqual({
      message: expect.stringContaining(message) as string,
      line,
      column,
    });
  });
});
