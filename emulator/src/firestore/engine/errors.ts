import { Code, RpcError } from '../api.ts';

/** Shorthands for the errors the engine raises; messages aim to read like Cloud Firestore's. */
export function invalidArgument(message: string): RpcError {
  return new RpcError(Code.INVALID_ARGUMENT, message);
}

export function notFound(message: string): RpcError {
  return new RpcError(Code.NOT_FOUND, message);
}

export function alreadyExists(message: string): RpcError {
  return new RpcError(Code.ALREADY_EXISTS, message);
}

export function failedPrecondition(message: string): RpcError {
  return new RpcError(Code.FAILED_PRECONDITION, message);
}

export function aborted(message: string): RpcError {
  return new RpcError(Code.ABORTED, message);
}

/** Any thrown value as an RpcError (unexpected failures become INTERNAL rather than crashing a stream). */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) {
    return invalidArgument(`Malformed request: ${error.message}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError(Code.INTERNAL, message);
}

/**
 * Runs request handling, turning the symptoms of malformed input that validation did not anticipate
 * (a TypeError on an unexpected shape, a RangeError from absurd nesting) into INVALID_ARGUMENT, so a
 * bad request is the caller's error and never an INTERNAL one. RpcErrors pass through unchanged.
 */
export function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) {
      throw invalidArgument(`Malformed request: ${error.message}`);
    }
    throw error;
  }
}
