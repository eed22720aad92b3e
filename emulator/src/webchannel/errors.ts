import { Code, RpcError } from '../firestore/api.ts';

/** HTTP status and status name for each canonical code (emulator-spec §2.7). */
const STATUS_BY_CODE: Record<Code, [httpStatus: number, name: string]> = {
  [Code.OK]: [200, 'OK'],
  [Code.CANCELLED]: [499, 'CANCELLED'],
  [Code.UNKNOWN]: [500, 'UNKNOWN'],
  [Code.INVALID_ARGUMENT]: [400, 'INVALID_ARGUMENT'],
  [Code.DEADLINE_EXCEEDED]: [504, 'DEADLINE_EXCEEDED'],
  [Code.NOT_FOUND]: [404, 'NOT_FOUND'],
  [Code.ALREADY_EXISTS]: [409, 'ALREADY_EXISTS'],
  [Code.PERMISSION_DENIED]: [403, 'PERMISSION_DENIED'],
  [Code.RESOURCE_EXHAUSTED]: [429, 'RESOURCE_EXHAUSTED'],
  [Code.FAILED_PRECONDITION]: [400, 'FAILED_PRECONDITION'],
  [Code.ABORTED]: [409, 'ABORTED'],
  [Code.OUT_OF_RANGE]: [400, 'OUT_OF_RANGE'],
  [Code.UNIMPLEMENTED]: [501, 'UNIMPLEMENTED'],
  [Code.INTERNAL]: [500, 'INTERNAL'],
  [Code.UNAVAILABLE]: [503, 'UNAVAILABLE'],
  [Code.DATA_LOSS]: [500, 'DATA_LOSS'],
  [Code.UNAUTHENTICATED]: [401, 'UNAUTHENTICATED'],
};

/**
 * The backchannel payload for a failed stream. The browser SDK maps it by the `status` string, so
 * that must be the canonical name; `code` is the HTTP status as in Google's JSON errors.
 */
export function streamErrorPayload(error: RpcError): {
  error: { code: number; message: string; status: string };
} {
  const [httpStatus, status] = STATUS_BY_CODE[error.code];
  return { error: { code: httpStatus, message: error.message, status } };
}

/** Anything thrown out of the engine that is not an RpcError is an internal error. */
export function toRpcError(thrown: unknown): RpcError {
  if (thrown instanceof RpcError) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return new RpcError(Code.INTERNAL, message);
}
