import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';

/** GCS error body (`errors[].reason` is what gaxios-based clients read besides the status). */
export function gcsErrorBody(status: number, message: string, reason: string): unknown {
  return { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } };
}

export function sendGcsError(res: ServerResponse, status: number, message: string, reason = 'invalid'): void {
  sendJson(res, status, gcsErrorBody(status, message, reason));
}
