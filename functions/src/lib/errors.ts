import { API_ERROR_REASONS } from '@parley/domain';
import { HttpsError, type FunctionsErrorCode, type Response } from 'firebase-functions/https';
import { unexpectedError } from './logs';

export interface ErrorDetails {
  reason: string;
  [key: string]: unknown;
}

/**
 * An HttpsError whose details always carry a stable reason (API_ERROR_REASONS in packages/domain:
 * clients switch on `code` and `reason`, never on text). Throw it; never return error objects.
 */
export function failure(code: FunctionsErrorCode, message: string, details: ErrorDetails): HttpsError {
  return new HttpsError(code, message, details);
}

/**
 * An `invalid-argument` failure answered with another HTTP status than 400: the canonical codes have
 * no 415 (a body of a content type the route does not read), so the status is set on the error.
 */
export function failureWithStatus(status: number, message: string, details: ErrorDetails): HttpsError {
  const error = failure('invalid-argument', message, details);
  // HttpsError keeps its HTTP status in a plain property (readonly in its typings only).
  Object.assign(error, { httpErrorCode: { ...error.httpErrorCode, status } });
  return error;
}

/** Passes HttpsError through; logs anything else and hides it behind a bare `internal`. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  unexpectedError(error);
  return failure('internal', 'Something went wrong on our side.', { reason: API_ERROR_REASONS.internal });
}

/**
 * The JSON body of every failed HTTPS answer, the router's and publicRoute's alike:
 * `{ error: { status, message, details }, message }` (the callable protocol's `error`, so one client
 * parser reads both), plus top-level `detail` when a provider gave its own message (the spec's clients
 * read `message` and `detail` at the top).
 */
export function errorResponseBody(error: HttpsError): Record<string, unknown> {
  const detail: unknown = (error.details as { detail?: unknown } | undefined)?.detail;
  return {
    error: error.toJSON(),
    message: error.message,
    ...(typeof detail === 'string' ? { detail } : {}),
  };
}

/**
 * Answers a failed HTTPS request: errorResponseBody with the HttpsError's HTTP status (anything else
 * logged and hidden as `internal`). When the handler had already started answering, the connection
 * just ends; when answering itself fails (the client left), that is logged. Never throws.
 */
export function answerFailure(res: Response, error: unknown): void {
  const httpsError = toHttpsError(error);
  try {
    if (res.headersSent) res.end();
    else res.status(httpsError.httpErrorCode.status).json(errorResponseBody(httpsError));
  } catch (answering) {
    unexpectedError(answering);
  }
}
