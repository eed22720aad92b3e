import { API_ERROR_REASONS, TOO_LARGE_PARAM } from '@parley/domain';
import type { z } from 'zod';
import { failure, failureWithStatus } from './errors';

interface InputIssue {
  path: string;
  message: string;
}

/**
 * The issues to report. A union that matched no option reports the issues of the option that came
 * closest (fewest issues), so `{agentId: '__x__', selectedVoiceId}` names agentId's problem instead
 * of a bare 'Invalid input'.
 */
function reportedIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): InputIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, option) => (option.length < best.length ? option : best));
      if (closest.length > 0) return reportedIssues(closest, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}

/** Parses untrusted input with a domain schema; a mismatch becomes `invalid-argument` listing each issue. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = reportedIssues(result.error.issues);
  // The message names each problem, so a developer reading a 400 sees what to fix.
  const summary = issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
  // A free-form value over its size (storableJson) is a 413, whatever else is wrong with the request.
  if (
    result.error.issues.some((issue) => issue.code === 'custom' && issue.params?.[TOO_LARGE_PARAM] === true)
  ) {
    throw failureWithStatus(413, `The request is too large: ${summary}`, {
      reason: API_ERROR_REASONS.payloadTooLarge,
      issues,
    });
  }
  throw failure('invalid-argument', `The request is not valid: ${summary}`, {
    reason: API_ERROR_REASONS.invalidInput,
    issues,
  });
}
