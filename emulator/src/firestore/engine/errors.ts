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
 * A handler that had to wait for a lock returns a promise; its rejection is converted the same way.
 */
export function guarded<T>(fn: () => T): T {
  try {
    const result = fn();
    if (result instanceof Promise) return result.catch(rethrowAsCallerError) as T;
    return result;
  } catch (error) {
    return rethrowAsCallerError(error);
  }
}

function rethrowAsCallerError(error: unknown): never {
  if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) {
    throw invalidArgument(`Malformed request: ${error.message}`);
  }
  throw error;
}
