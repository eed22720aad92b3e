import { describe, expect, it } from 'vitest';
import { Code, RpcError, type JsonObject } from '../../firestore/api.ts';
import { compileRuleset } from '../compile.ts';
import { createFirestoreAuthorizer } from '../firestore-authorizer.ts';
import { createStorageAuthorizer } from '../storage-authorizer.ts';
import { DATABASE, doc, user, where } from '../test-support/harness.ts';
import { FULL_FILE, STORAGE_FILE } from '../test-support/sample-rules.ts';

/** Small deterministic PRNG (mulberry32) so every run mutates the same way. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEEDS = [
  FULL_FILE,
  STORAGE_FILE,
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read, write: if false;\n    }\n  }\n}\n`,
];

const TOKEN =
  /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|\$\(|==|!=|<=|>=|&&|\|\||\*\*|[^\s]/g;
const JUNK = [
  '{',
  '}',
  '(',
  ')',
  ';',
  ':',
  '/',
  '$(',
  "'",
  '"',
  '=',
  '**',
  'if',
  'match',
  'allow',
  ',',
  '.',
  '[',
  ']',
  '?',
  '!',
  '-',
];

function mutate(source: string, next: () => number): string {
  const tokens = source.match(TOKEN) ?? [];
  const pick = () => Math.floor(next() * tokens.length);
  const rounds = 1 + Math.floor(next() * 3);
  for (let r = 0; r < rounds; r++) {
    const i = pick();
    const kind = Math.floor(next() * 4);
    if (kind === 0) tokens.splice(i, 1);
    else if (kind === 1) tokens.splice(i, 0, tokens[i] ?? '');
    else if (kind === 2) {
      const j = pick();
      [tokens[i], tokens[j]] = [tokens[j] ?? '', tokens[i] ?? ''];
    } else tokens.splice(i, 0, JUNK[Math.floor(next() * JUNK.length)] ?? '');
  }
  return tokens.join('');
}

describe('fuzz: mutated rules files', () => {
  it('1000 mutations each compile to a ruleset or to positioned issues, never a throw', () => {
    const next = random(20240501);
    let failures = 0;
    for (let n = 0; n < 1000; n++) {
      const seed = SEEDS[n % SEEDS.length] ?? '';
      const content = mutate(seed, next);
      const { ruleset, issues } = compileRuleset([{ name: 'fuzz.rules', content }]);
      if (!ruleset) {
        failures++;
        expect(issues.some((i) => i.severity === 'ERROR')).toBe(true);
      }
      for (const issue of issues) {
        expect(issue.sourcePosition.fileName).toBe('fuzz.rules');
        expect(issue.sourcePosition.line).toBeGreaterThanOrEqual(1);
        expect(issue.sourcePosition.column).toBeGreaterThanOrEqual(1);
        expect(issue.description.length).toBeGreaterThan(0);
      }
    }
    // Most mutations break the file; some survive (e.g. a duplicated space). Both paths are exercised.
    expect(failures).toBeGreaterThan(500);
    expect(failures).toBeLessThan(1000);
  });
});

describe('fuzz: random requests against valid rulesets', () => {
  it('never throw anything but PERMISSION_DENIED', () => {
    const next = random(7);
    const choose = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const rulesets = SEEDS.map((content) => compileRuleset([{ name: 'r', content }]).ruleset);
    const values = [
      null,
      true,
      1,
      -5,
      2.5,
      'alice',
      'admin',
      '',
      [1, 'a'],
      { role: 'admin', n: 3 },
      new Date(0),
      new Uint8Array([1]),
    ];
    const paths = [
      'users/alice',
      'users/bob',
      'users/alice/posts/p1/x/y',
      'rooms/r1',
      'a/b/comments/c',
      'comments/c',
      'x/y',
      'rooms/r1/members/alice',
    ];
    const documents = new Map<string, JsonObject>();
    const randomData = () =>
      Object.fromEntries(
        ['name', 'age', 'role', 'tags', 'n', 'author']
          .filter(() => next() < 0.5)
          .map((k) => [k, choose(values)]),
      );
    for (const path of paths)
      if (next() < 0.7) documents.set(`${DATABASE}/documents/${path}`, doc(path, randomData()));
    const read = (name: string) => documents.get(name) ?? null;
    let denied = 0;
    let allowed = 0;
    for (let n = 0; n < 600; n++) {
      const ruleset = choose(rulesets);
      const authorizer = createFirestoreAuthorizer(() => ruleset, read);
      const ctx = choose([
        user('alice', { admin: true }),
        user('bob'),
        { caller: { kind: 'anonymous' as const } },
      ]);
      const path = choose(paths);
      const name = `${DATABASE}/documents/${path}`;
      try {
        const kind = Math.floor(next() * 3);
        if (kind === 0) authorizer.authorizeGet(ctx, DATABASE, name, read(name));
        else if (kind === 1) {
          const segments = path.split('/');
          const collectionId = segments.at(-2) ?? 'x';
          const parent = [`${DATABASE}/documents`, ...segments.slice(0, -2)].join('/');
          const filters = [
            where.field(
              choose(['author', 'role', 'n', 'tags']),
              choose([
                'EQUAL',
                'LESS_THAN',
                'ARRAY_CONTAINS',
                'IN',
                'NOT_IN',
                'NOT_EQUAL',
                'ARRAY_CONTAINS_ANY',
              ]),
              choose(values),
            ),
          ];
          if (next() < 0.5)
            filters.push(where.unary(choose(['n', 'age']), choose(['IS_NULL', 'IS_NAN', 'IS_NOT_NULL'])));
          authorizer.authorizeList(ctx, DATABASE, parent, {
            from: [{ collectionId, allDescendants: next() < 0.3 }],
            where: next() < 0.5 ? where.or(...filters) : where.and(...filters),
            ...(next() < 0.5 ? { limit: Math.floor(next() * 20) } : {}),
          });
        } else {
          const existing = read(name);
          const after = next() < 0.8 ? doc(path, randomData()) : null;
          authorizer.authorizeWrites(
            ctx,
            DATABASE,
            [
              {
                name,
                kind: after ? (existing ? 'update' : 'create') : 'delete',
                before: existing,
                after,
                requestTime: '2024-01-01T00:00:00Z',
              },
            ],
            (other) => read(other),
          );
        }
        allowed++;
      } catch (error) {
        expect(error).toBeInstanceOf(RpcError);
        expect((error as RpcError).code).toBe(Code.PERMISSION_DENIED);
        denied++;
      }
    }
    expect(denied).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
  });
});

describe('fuzz: random storage requests', () => {
  it('always resolve to null or a denial message', async () => {
    const next = random(11);
    const choose = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const ruleset = compileRuleset([{ name: 'storage.rules', content: STORAGE_FILE }]).ruleset;
    const authorizer = createStorageAuthorizer(() => ruleset, {
      get: (path) =>
        next() < 0.3
          ? Promise.reject(new Error('down'))
          : Promise.resolve(
              next() < 0.5
                ? null
                : doc(path.split('/').slice(4).join('/'), { plan: choose(['pro', 'free', 1]) }),
            ),
    });
    const methods = ['get', 'list', 'create', 'update', 'delete'] as const;
    for (let n = 0; n < 300; n++) {
      const object = {
        name: 'x',
        bucket: 'b',
        size: Math.floor(next() * 1e7),
        ...(next() < 0.7 ? { contentType: choose(['image/png', 'text/plain', '']) } : {}),
        ...(next() < 0.3 ? { metadata: { k: 'v' } } : {}),
      };
      const result = await authorizer.authorize({
        method: choose(methods),
        bucket: choose(['b', 'demo.appspot.com']),
        path: choose(['images/alice/a.png', 'images/bob/b.png', '', 'x/y/z', 'images/alice']),
        caller: choose([user('alice').caller, user('bob').caller, { kind: 'anonymous' as const }]),
        resource: next() < 0.5 ? object : null,
        requestResource: next() < 0.5 ? object : null,
      });
      expect(result === null || typeof result === 'string').toBe(true);
    }
  });
});
