import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';

/** GCS error body (`errors[].reason` is what gaxios-based clients read besides the status). */
export function sendGcsError(res: ServerResponse, status: number, message: string, reason = 'invalid'): void {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}
