import type { z } from 'zod';
import { failure, WRAPPER_REASONS } from './errors';

/** Parses untrusted input with a domain schema; a mismatch becomes `invalid-argument` listing each issue. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  // The message names each problem, so a developer reading a 400 sees what to fix.
  const summary = issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
  throw failure('invalid-argument', `The request is not valid: ${summary}`, {
    reason: WRAPPER_REASONS.invalidInput,
    issues,
  });
}
