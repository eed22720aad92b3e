import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import { unexpectedError } from './logs';

/**
 * The `details.reason` values the wrappers themselves produce. Features add their own reasons (from the
 * spec's error catalogue in packages/domain); clients switch on `code` and `reason`, never on text.
 */
export const WRAPPER_REASONS = {
  unauthenticated: 'unauthenticated',
  invalidInput: 'invalid-input',
  internal: 'internal',
} as const;

export interface ErrorDetails {
  reason: string;
  [key: string]: unknown;
}

/** An HttpsError whose details always carry a stable reason. Throw it; never return error objects. */
export function failure(code: FunctionsErrorCode, message: string, details: ErrorDetails): HttpsError {
  return new HttpsError(code, message, details);
}

/** Passes HttpsError through; logs anything else and hides it behind a bare `internal`. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  unexpectedError(error);
  return failure('internal', 'Something went wrong on our side.', { reason: WRAPPER_REASONS.internal });
}
