// Every failure of a Vapi request becomes one error type carrying Vapi's HTTP status and its own words,
// so callers branch on `status` (0: Vapi not reached) and show `vapiMessage` (a refused number, say).
import type { VapiError } from '@vapi-ai/server-sdk';
import { loadedVapiSdk } from './vapi-client';

export class VapiApiError extends Error {
  constructor(
    /** What was being done, e.g. 'create assistant'. */
    readonly operation: string,
    /** Vapi's HTTP status; 0 when Vapi could not be reached or did not answer in time. */
    readonly status: number,
    /** Vapi's own explanation (its error body's `message`), or the network failure's. */
    readonly vapiMessage: string,
  ) {
    super(
      `Vapi ${operation} failed (${status === 0 ? 'unreachable' : `HTTP ${String(status)}`}): ${vapiMessage}`,
    );
    this.name = 'VapiApiError';
  }

  /** Vapi refused the request itself (4xx): retrying the same request will not help. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/** Vapi answers errors as NestJS does: `{ message: string | string[], error, statusCode }`. */
function messageOfBody(body: unknown): string | null {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join('; ');
  return null;
}

function causeMessage(error: VapiError): string {
  const { cause } = error;
  if (cause instanceof Error) {
    // Node's fetch hides the reason (ECONNREFUSED...) one level down.
    const inner: unknown = cause.cause;
    return inner instanceof Error ? `${cause.message}: ${inner.message}` : cause.message;
  }
  return error.message;
}

/** The typed error for anything a Vapi SDK call threw. */
export function toVapiApiError(operation: string, error: unknown): VapiApiError {
  if (error instanceof VapiApiError) return error;
  // Only a loaded SDK throws its own errors (vapiClient loads it before any request).
  const sdk = loadedVapiSdk();
  if (sdk && error instanceof sdk.VapiTimeoutError) return new VapiApiError(operation, 0, error.message);
  if (sdk && error instanceof sdk.VapiError) {
    const status = error.statusCode ?? 0;
    const message =
      messageOfBody(error.body) ?? (status === 0 ? causeMessage(error) : `HTTP ${String(status)}`);
    return new VapiApiError(operation, status, message);
  }
  return new VapiApiError(operation, 0, error instanceof Error ? error.message : String(error));
}

/** Runs one SDK call, turning its failure into a VapiApiError. */
export async function vapiRequest<T>(operation: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toVapiApiError(operation, error);
  }
}
