import { logger } from 'firebase-functions/logger';

// One named function per kind of log line, so logs are searchable and callers never invent formats.

/** The deployed function's name, as Cloud Run (and the Functions emulator) report it. */
function functionName(): string {
  return process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'unknown-function';
}

/** An error we did not anticipate; the client only sees `internal`, so this line is the only trace. */
export function unexpectedError(error: unknown): void {
  logger.error(`${functionName()}: unexpected error`, {
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
  });
}
