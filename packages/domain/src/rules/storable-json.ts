// Caller-supplied JSON that will be stored in Firestore: checked at the edge against Firestore's own
// limits (document size, nesting depth, field names), so a bad value is a clear 400 / 413 and never
// a failed write (a 500). docs/api-errors.md#free-form-json
import { z } from 'zod';

/**
 * Firestore refuses maps and arrays nested more than 20 deep in a document; a stored value sits a
 * level or two below the document, so free-form values get a margin.
 */
export const STORABLE_JSON_MAX_DEPTH = 16;

/** Firestore's largest field name, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1500;

/** The issue param that makes parseInput answer 413 rather than 400. */
export const TOO_LARGE_PARAM = 'tooLarge';

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** Field names Firestore reserves (`__name__`, `__x__`) or refuses (empty). */
export function isUnstorableKey(key: string): boolean {
  return key === '' || /^__.*__$/.test(key) || utf8Bytes(key) > MAX_KEY_BYTES;
}

/** The first problem that keeps `value` out of Firestore, with its path, or null. */
export function unstorableJsonProblem(
  value: unknown,
  maxDepth: number = STORABLE_JSON_MAX_DEPTH,
): { path: PropertyKey[]; message: string } | null {
  const visit = (
    node: unknown,
    path: PropertyKey[],
    depth: number,
  ): ReturnType<typeof unstorableJsonProblem> => {
    if (node === null || typeof node !== 'object') return null;
    if (depth > maxDepth)
      return { path, message: `Must not be nested more than ${String(maxDepth)} levels deep` };
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) {
        const problem = visit(item, [...path, index], depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    for (const [key, item] of Object.entries(node)) {
      if (isUnstorableKey(key)) {
        return {
          path: [...path, key],
          message: 'Names must not be empty, reserved (__name__) or over 1500 bytes',
        };
      }
      const problem = visit(item, [...path, key], depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(value, [], 0);
}

/**
 * `schema` for a free-form JSON value that will be stored: at most `maxBytes` as JSON (a 413 when
 * over), nested at most STORABLE_JSON_MAX_DEPTH deep, and no empty, reserved or overlong names (a 400).
 */
export function storableJson<Schema extends z.ZodType>(schema: Schema, maxBytes: number) {
  return schema.superRefine((value, context) => {
    const problem = unstorableJsonProblem(value);
    if (problem) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
      return;
    }
    // JSON.stringify(undefined) is undefined, though its typings say string: measure it as null.
    if (utf8Bytes(JSON.stringify(value ?? null)) > maxBytes) {
      context.addIssue({
        code: 'custom',
        message: `Must be at most ${String(Math.floor(maxBytes / 1024))} KB`,
        params: { [TOO_LARGE_PARAM]: true },
      });
    }
  });
}

/**
 * A free-form text that will be stored, at most `maxBytes` in UTF-8 (a 413 when over): zod's max
 * counts UTF-16 units, so a string of emoji within it can still be over Firestore's 1 MiB.
 */
export function storableText(maxBytes: number) {
  return z
    .string()
    .max(maxBytes)
    .superRefine((text, context) => {
      if (utf8Bytes(text) > maxBytes) {
        context.addIssue({
          code: 'custom',
          message: `Must be at most ${String(Math.floor(maxBytes / 1024))} KB`,
          params: { [TOO_LARGE_PARAM]: true },
        });
      }
    });
}
