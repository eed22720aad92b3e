/**
 * Deterministic generators of malformed input for the HTTP fuzz tests. Everything derives from one
 * seeded PRNG, so a failing case is reproduced by its seed and index.
 */

/** mulberry32: tiny, fast and good enough to pick mutations. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
  };
  return rng;
}

export interface Rng {
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

const BAD_BASE64 = ['!!!!', 'a', 'ab=c', '====', '@@@@==', 'YWJj\u0000', '%%%', 'Zm9v YmFy', '-_-_'];

const BAD_PATHS = [
  '',
  '/',
  '//',
  'projects',
  'projects//databases//documents',
  'projects/p/databases/(default)/documents/',
  'projects/p/databases/(default)/documents/a',
  'projects/p/databases/(default)/documents/a/b/c',
  'projects/p/databases/(default)/documents/a//b',
  'projects/p/databases/(default)/documents/../../etc/passwd',
  'projects/p/databases/(default)/documents/__bad__/x',
  'projects/p/databases/(default)/documents/a/%zz',
  'projects/other/databases/nope/documents/a/b',
  'projects/p/databases/(default)/documents/' + 'x/'.repeat(200) + 'y',
  'projects/p/databases/(default)/documents/\u0000/\uffff',
  'projects/p/databases/(default)/documents/😀/✓',
];

const HUGE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  '18446744073709551616',
  '-9223372036854775809',
  '1e400',
  '0x7fffffff',
  4294967296,
  -1,
  0.5,
];

/** Deeply nested JSON text (arrays or objects), beyond any sane recursion depth. */
export function deepNesting(rng: Rng): string {
  const depth = rng.pick([64, 1_000, 10_000, 50_000]);
  return rng.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A value of the wrong shape for wherever it lands. */
export function evilValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(12)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(HUGE_NUMBERS);
    case 3:
      return rng.pick(BAD_BASE64);
    case 4:
      return rng.pick(BAD_PATHS);
    case 5:
      return depth > 2 ? [] : [evilValue(rng, depth + 1), evilValue(rng, depth + 1)];
    case 6:
      return depth > 2
        ? {}
        : { [rng.pick(['', 'a', '__proto__', 'constructor', 'fields'])]: evilValue(rng, depth + 1) };
    case 7:
      return 'x'.repeat(rng.pick([0, 1, 1_500, 100_000]));
    case 8:
      return { integerValue: rng.pick(HUGE_NUMBERS) };
    case 9:
      return {
        timestampValue: rng.pick(['', 'yesterday', '2024-13-45T99:99:99Z', '1970-01-01T00:00:00+01:00', 12]),
      };
    case 10:
      return { mapValue: { fields: rng.pick([null, [], 'x', { a: 'not a value' }]) } };
    default:
      return { stringValue: rng.pick([1, null, {}, '\ud800']) };
  }
}

/** Replaces some leaves (and sometimes whole sub-objects) of a valid sample with evil values. */
export function mutate(rng: Rng, value: unknown, depth = 0): unknown {
  if (rng.chance(depth === 0 ? 0.05 : 0.2)) return evilValue(rng);
  if (Array.isArray(value)) return value.map((item) => mutate(rng, item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(() => !rng.chance(0.1));
    if (rng.chance(0.2))
      entries.push([rng.pick(['extra', 'writes', 'structuredQuery', 'name']), evilValue(rng)]);
    return Object.fromEntries(entries.map(([key, inner]) => [key, mutate(rng, inner, depth + 1)]));
  }
  return value;
}

/** Random bytes, some of them invalid UTF-8. */
export function randomBytes(rng: Rng, maxLength = 512): Buffer {
  const bytes = Buffer.alloc(rng.int(maxLength) + 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(256);
  return bytes;
}

/**
 * One malformed body derived from a valid sample: random bytes, truncated JSON, a type-mutated copy,
 * deep nesting, or JSON of the wrong top-level shape.
 */
export function garbageBody(rng: Rng, sample: unknown): string | Buffer {
  const json = JSON.stringify(sample);
  switch (rng.int(7)) {
    case 0:
      return randomBytes(rng);
    case 1:
      return json.slice(0, rng.int(json.length));
    case 2:
    case 3:
      return JSON.stringify(mutate(rng, sample));
    case 4:
      return deepNesting(rng);
    case 5:
      return JSON.stringify(rng.pick([null, 1, 'text', [], [sample], true]));
    default:
      return JSON.stringify(evilValue(rng));
  }
}

/** A malformed query-string value. */
export function garbageParam(rng: Rng): string {
  const value = evilValue(rng);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A path segment (or several) that a client should never send. */
export function garbageSegment(rng: Rng): string {
  return rng.pick([
    '',
    '%',
    '%zz',
    '%00',
    '..',
    '.',
    '__id__',
    '__x__',
    'a'.repeat(2_000),
    encodeURIComponent(rng.pick(BAD_PATHS)),
    '%F0%9F%98%80',
    '%ED%A0%80',
    ':commit',
    '(default)',
  ]);
}
