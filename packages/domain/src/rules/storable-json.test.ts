import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isUnstorableKey,
  storableJson,
  storableText,
  TOO_LARGE_PARAM,
  unstorableJsonProblem,
} from './storable-json';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) });
const tooLarge = (result: z.ZodSafeParseResult<unknown>) =>
  !result.success &&
  result.error.issues.some((issue) => issue.code === 'custom' && issue.params?.[TOO_LARGE_PARAM]);

describe('storable JSON', () => {
  it('refuses empty, reserved and overlong names, wherever they are', () => {
    expect(['', '__name__', '__x__', 'é'.repeat(751)].map(isUnstorableKey)).toEqual([true, true, true, true]);
    expect(['name', '_x_', '__x', 'x__'].map(isUnstorableKey)).toEqual([false, false, false, false]);
    expect(unstorableJsonProblem([{ a: { '': 1 } }])?.path).toEqual([0, 'a', '']);
  });

  it('refuses values nested deeper than Firestore keeps, and takes them up to the limit', () => {
    expect(unstorableJsonProblem(nested(16))).toBeNull();
    expect(unstorableJsonProblem(nested(40))?.message).toMatch(/^Must not be nested/);
  });

  it('marks a value over its size as too large (a 413), and a bad shape as plainly invalid', () => {
    const schema = storableJson(z.array(z.string()), 1024);
    expect(schema.safeParse(['x'.repeat(100)]).success).toBe(true);
    expect(tooLarge(schema.safeParse(['x'.repeat(2000)]))).toBe(true);
    const deep = storableJson(z.unknown(), 1024).safeParse(nested(30));
    expect(deep.success).toBe(false);
    expect(tooLarge(deep)).toBe(false);
  });

  it('bounds text by its UTF-8 bytes, not its UTF-16 length', () => {
    expect(storableText(1000).safeParse('x'.repeat(1000)).success).toBe(true);
    expect(tooLarge(storableText(1000).safeParse('😀'.repeat(400)))).toBe(true);
  });
});
