import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../compile.ts';
import { formatIssues } from '../issues.ts';
import { FULL_FILE, STORAGE_FILE } from '../test-support/sample-rules.ts';

function compile(content: string) {
  return compileRuleset([{ name: 'test.rules', content }]);
}

function firstError(content: string) {
  const { ruleset, issues } = compile(content);
  expect(ruleset).toBeNull();
  const issue = issues.find((i) => i.severity === 'ERROR');
  if (!issue) throw new Error('expected an error issue');
  return {
    line: issue.sourcePosition.line,
    column: issue.sourcePosition.column,
    message: issue.description,
    file: issue.sourcePosition.fileName,
  };
}

describe('parser: valid files', () => {
  it('compiles a file using every construct without issues', () => {
    const { ruleset, issues } = compile(FULL_FILE);
    expect(formatIssues(issues)).toBe('');
    expect(ruleset?.services['cloud.firestore']).toHaveLength(1);
  });

  it('compiles storage rules with firestore.get', () => {
    const { ruleset, issues } = compile(STORAGE_FILE);
    expect(issues).toEqual([]);
    expect(ruleset?.services['firebase.storage']).toHaveLength(1);
  });

  it('accepts rules_version 1 files with a trailing recursive wildcard and no version line', () => {
    const { ruleset } = compile(
      `service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read: if true; } } }`,
    );
    expect(ruleset).not.toBeNull();
  });

  it('accepts the repository firestore.rules and storage.rules shape', () => {
    expect(
      compile(
        `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read, write: if false;\n    }\n  }\n}\n`,
      ).ruleset,
    ).not.toBeNull();
  });

  it('merges several files into one ruleset', () => {
    const { ruleset } = compileRuleset([
      {
        name: 'a.rules',
        content: `service cloud.firestore { match /databases/{d}/documents { match /a/{x} { allow read; } } }`,
      },
      { name: 'b.rules', content: STORAGE_FILE },
    ]);
    expect(ruleset?.services['cloud.firestore']).toHaveLength(1);
    expect(ruleset?.services['firebase.storage']).toHaveLength(1);
  });

  it('parses keywords as member names and allow without a condition', () => {
    expect(
      compile(
        `service cloud.firestore { match /a/{b} { allow read: if resource.data.in == resource.data.match; allow write; } }`,
      ).ruleset,
    ).not.toBeNull();
  });

  it('warns (without failing) about unknown variables', () => {
    const { ruleset, issues } = compile(
      `service cloud.firestore { match /a/{b} { allow read: if nope == 1; } }`,
    );
    expect(ruleset).not.toBeNull();
    expect(issues[0]).toMatchObject({ severity: 'WARNING', sourcePosition: { line: 1, column: 57 } });
  });
});

describe('parser: syntax errors name file, line and column', () => {
  const wrap = (body: string) => `service cloud.firestore {\n  match /a/{b} {\n    ${body}\n  }\n}\n`;

  it.each([
    ['a missing condition', wrap('allow read: if ;'), 3, 20, "Unexpected ';' — expected an expression"],
    [
      'a closing brace where an expression belongs',
      wrap('allow read: if }'),
      3,
      20,
      "Unexpected '}' — expected an expression",
    ],
    ['a dangling operator', wrap('allow read: if 1 + ;'), 3, 24, 'expected an expression'],
    ['an unknown method', wrap('allow fetch: if true;'), 3, 11, 'expected a method'],
    ['two operands without operator', wrap('allow read: if a b;'), 3, 22, "Unexpected 'b'"],
    ['an unterminated string', wrap("allow read: if 'abc;"), 3, 20, 'Unterminated string'],
    ['a bad escape', wrap('allow read: if "a\\q";'), 3, 20, 'Unterminated string or invalid escape'],
    ['an unclosed list', wrap('allow read: if [1, 2;'), 3, 25, "expected ',' or ']'"],
    ['an unclosed call', wrap('allow read: if f(1;'), 3, 23, "expected ',' or ')'"],
    ['a member without name', wrap('allow read: if a.;'), 3, 22, 'expected a member name'],
    [
      'an unclosed wildcard',
      `service cloud.firestore {\n  match /a/{b {\n  }\n}`,
      2,
      15,
      "expected '=' or '}'",
    ],
    [
      'a missing closing brace',
      `service cloud.firestore {\n  match /a {\n    allow read;\n  }\n`,
      5,
      1,
      'Unexpected end of file',
    ],
    ['a bare rules_version', `rules_version = 2;\nservice cloud.firestore {}`, 1, 17, 'expected a string'],
    ['a let without semicolon', wrap('function f() { let x = 1 return x; }'), 3, 30, "expected ';'"],
    ['a function without parameters list', wrap('function f { return 1; }'), 3, 16, "expected '('"],
    ['a function without return', wrap('function f() { }'), 3, 20, "expected 'let' or 'return'"],
    ['junk after the service', `service cloud.firestore {}\n}`, 2, 1, "Unexpected '}'"],
    ['an unclosed block comment', `/* never closed\nservice cloud.firestore {}`, 1, 1, 'Unexpected'],
    ['a stray character', wrap('allow read: if 1 # 2;'), 3, 22, "Unexpected '#'"],
    ['an unclosed map', wrap("allow read: if {'a': 1;"), 3, 27, "expected ',' or '}'"],
    ['a ternary without else', wrap('allow read: if x ? y;'), 3, 25, "expected ':'"],
    ['an is without type', wrap('allow read: if a is ;'), 3, 25, 'expected an identifier'],
  ])('%s', (_name, content, line, column, message) => {
    const error = firstError(content);
    expect(error.file).toBe('test.rules');
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
    expect(error.message).toContain(message);
  });
});

describe('parser: semantic errors', () => {
  it.each([
    [
      'an unknown function',
      `service cloud.firestore {\n  match /a/{b} {\n    allow read: if foo(1);\n  }\n}`,
      3,
      20,
      "Unknown function 'foo'",
    ],
    [
      'a function from a sibling scope',
      `service cloud.firestore {\n  match /a/{b} { function f() { return true; } }\n  match /c/{d} { allow read: if f(); }\n}`,
      3,
      33,
      "Unknown function 'f'",
    ],
    [
      'an unknown namespace function',
      `service cloud.firestore { match /a/{b} { allow read: if math.foo(1) == 1; } }`,
      1,
      61,
      "Unknown function 'math.foo'",
    ],
    [
      'a duplicate function',
      `service cloud.firestore {\n  function f() { return 1; }\n  function f() { return 2; }\n}`,
      3,
      3,
      "Duplicate function name 'f'",
    ],
    [
      'two recursive wildcards',
      `rules_version = '2';\nservice cloud.firestore { match /{a=**}/x/{b=**} { allow read; } }`,
      2,
      43,
      'at most one recursive wildcard',
    ],
    [
      'recursive wildcards across nested matches',
      `rules_version = '2';\nservice cloud.firestore { match /{a=**} { match /x/{b=**} { allow read; } } }`,
      2,
      52,
      'at most one recursive wildcard',
    ],
    [
      'a v1 recursive wildcard in the middle',
      `service cloud.firestore { match /{a=**}/x { allow read; } }`,
      1,
      34,
      "rules_version '1'",
    ],
    [
      'an unknown type',
      `service cloud.firestore { match /a/{b} { allow read: if 1 is strin; } }`,
      1,
      59,
      "Unknown type 'strin'",
    ],
    [
      'an out-of-range int',
      `service cloud.firestore { match /a/{b} { allow read: if 9223372036854775808 > 1; } }`,
      1,
      57,
      'out of the 64-bit range',
    ],
    ['an unknown service', `service cloud.nope { }`, 1, 1, "Unknown service 'cloud.nope'"],
    [
      'an unsupported version',
      `rules_version = '3';\nservice cloud.firestore { }`,
      1,
      1,
      "Unsupported rules_version '3'",
    ],
    ['an empty file', ``, 1, 1, 'Rules content empty'],
    [
      'an allow outside match',
      `service cloud.firestore { allow read; }`,
      1,
      27,
      "'allow' must be inside a 'match' block",
    ],
  ])('%s', (_name, content, line, column, message) => {
    const error = firstError(content);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
    expect(error.message).toContain(message);
  });

  it('reports issues of every file, each with its own file name', () => {
    const { ruleset, issues } = compileRuleset([
      { name: 'one.rules', content: 'service cloud.firestore { match /a/{b} { allow read: if ; } }' },
      { name: 'two.rules', content: 'service cloud.firestore { match /a/{b} { allow read: if nope(); } }' },
    ]);
    expect(ruleset).toBeNull();
    expect(issues.map((i) => i.sourcePosition.fileName)).toEqual(['one.rules', 'two.rules']);
  });

  it.each([
    [
      'deeply nested brackets',
      `service cloud.firestore { match /a/{b} { allow read: if ${'('.repeat(5000)}1; } }`,
      'nested deeper than 100',
    ],
    [
      'deeply nested lists',
      `service cloud.firestore { match /a/{b} { allow read: if ${'['.repeat(500)}; } }`,
      'nested deeper than 100',
    ],
    [
      'a very long unary chain',
      `service cloud.firestore { match /a/{b} { allow read: if ${'!'.repeat(50000)}true; } }`,
      'nested too deeply',
    ],
    [
      'a very long operator chain',
      `service cloud.firestore { match /a/{b} { allow read: if ${Array(20000).fill('1').join('+')} > 0; } }`,
      'nested too deeply',
    ],
    [
      'a file over 256 KiB',
      `service cloud.firestore { match /a/{b} { allow read: if ${'1 + '.repeat(70000)}1 > 0; } }`,
      'maximum size',
    ],
  ])('%s is an issue, not a crash', (_name, content, message) => {
    const { ruleset, issues } = compile(content);
    expect(ruleset).toBeNull();
    expect(issues[0]?.description).toContain(message);
  });

  it('tolerates malformed file lists from request bodies', () => {
    const weird = [null, { content: 42 }, { name: 7, content: 'service cloud.firestore {}' }] as unknown as {
      name: string;
      content: string;
    }[];
    expect(() => compileRuleset(weird)).not.toThrow();
    expect(compileRuleset(weird).ruleset).not.toBeNull();
    expect(compileRuleset(null as unknown as []).issues[0]?.description).toContain('Rules content empty');
    expect(compileRuleset([{ content: 'service x {' } as never]).issues[0]?.sourcePosition.fileName).toBe(
      'security.rules',
    );
  });

  it('formats issues as file:line:column lines', () => {
    const { issues } = compile('service cloud.firestore { match /a/{b} { allow read: if ; } }');
    expect(formatIssues(issues)).toBe("test.rules:1:57: Unexpected ';' — expected an expression");
  });
});
