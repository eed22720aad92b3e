import { Code, RpcError } from '../firestore/api.ts';

/** The transport forms of each canonical code (docs/emulator.md#errors). */
const STATUS_BY_CODE: Record<Code, { name: string; http: number }> = {
  [Code.OK]: { name: 'OK', http: 200 },
  [Code.CANCELLED]: { name: 'CANCELLED', http: 499 },
  [Code.UNKNOWN]: { name: 'UNKNOWN', http: 500 },
  [Code.INVALID_ARGUMENT]: { name: 'INVALID_ARGUMENT', http: 400 },
  [Code.DEADLINE_EXCEEDED]: { name: 'DEADLINE_EXCEEDED', http: 504 },
  [Code.NOT_FOUND]: { name: 'NOT_FOUND', http: 404 },
  [Code.ALREADY_EXISTS]: { name: 'ALREADY_EXISTS', http: 409 },
  [Code.PERMISSION_DENIED]: { name: 'PERMISSION_DENIED', http: 403 },
  [Code.RESOURCE_EXHAUSTED]: { name: 'RESOURCE_EXHAUSTED', http: 429 },
  [Code.FAILED_PRECONDITION]: { name: 'FAILED_PRECONDITION', http: 400 },
  [Code.ABORTED]: { name: 'ABORTED', http: 409 },
  [Code.OUT_OF_RANGE]: { name: 'OUT_OF_RANGE', http: 400 },
  [Code.UNIMPLEMENTED]: { name: 'UNIMPLEMENTED', http: 501 },
  [Code.INTERNAL]: { name: 'INTERNAL', http: 500 },
  [Code.UNAVAILABLE]: { name: 'UNAVAILABLE', http: 503 },
  [Code.DATA_LOSS]: { name: 'DATA_LOSS', http: 500 },
  [Code.UNAUTHENTICATED]: { name: 'UNAUTHENTICATED', http: 401 },
};

export function statusName(code: Code): string {
  return STATUS_BY_CODE[code].name;
}

export function httpStatusOf(code: Code): number {
  return STATUS_BY_CODE[code].http;
}

/**
 * Anything thrown while serving a request becomes an RpcError; unexpected exceptions are engine or
 * transport bugs, reported as INTERNAL (and logged) rather than crashing the process.
 */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  console.error('[parley-emulator] internal error:', error);
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError(Code.INTERNAL, `Internal emulator error: ${message}`);
}

/** Google's JSON error body, which the browser SDK maps by `status` and the lite SDK by HTTP code. */
export function googleErrorBody(error: RpcError): {
  error: { code: number; message: string; status: string };
} {
  return {
    error: { code: httpStatusOf(error.code), message: error.message, status: statusName(error.code) },
  };
}
