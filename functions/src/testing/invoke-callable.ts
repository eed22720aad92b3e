import type { HttpsFunction } from 'firebase-functions/https';
import { serveFunction } from './serve-function';

/** The callable protocol's answer: `result` on success, `error` (status, message, details) otherwise. */
export interface CallableAnswer {
  httpStatus: number;
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

/** Calls an onCall function the way the web SDK does: POST { data }, with the ID token as a bearer. */
export async function invokeCallable(
  fn: HttpsFunction,
  data: unknown,
  idToken?: string,
): Promise<CallableAnswer> {
  const served = await serveFunction(fn);
  try {
    const response = await fetch(served.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as Omit<CallableAnswer, 'httpStatus'>;
    return { httpStatus: response.status, ...body };
  } finally {
    await served.close();
  }
}
