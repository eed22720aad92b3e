import { HelperError, MSG_USER_NOT_AUTHENTICATED, helperErrorMessage } from '@parley/domain';
import { z } from 'zod';
import { env } from './env';
import { firebase } from './firebase';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** GET without a body, POST with one, unless told. */
  method?: HttpMethod;
  /** Sent as JSON; a FormData is sent as multipart/form-data (the browser sets the boundary). */
  body?: unknown;
  /** Send the signed-in user's ID token (default). Refuses with 'User is not authenticated' when signed out. */
  auth?: boolean;
  /** Extra request headers (e.g. the customer token integration routes need besides the ID token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiRequestWithSchema<T> extends ApiRequestOptions {
  /** Parses the JSON answer; a 204 or empty answer is parsed as `undefined`. */
  schema: z.ZodType<T>;
}

/** The answer did not match the schema the caller expects: a contract bug between web and server. */
export class ApiContractError extends Error {
  constructor(path: string, error: z.ZodError) {
    super(`Unexpected response from ${path}:\n${z.prettifyError(error)}`);
    this.name = 'ApiContractError';
  }
}

export interface ApiClientConfig {
  baseUrl: string;
  /** The signed-in user's ID token, or null when signed out. */
  getIdToken: () => Promise<string | null>;
  fetch?: typeof globalThis.fetch;
}

export interface ApiFetch {
  <T>(path: string, options: ApiRequestWithSchema<T>): Promise<T>;
  (path: string, options?: ApiRequestOptions): Promise<void>;
}

/**
 * The helper error of a failed answer: the message from `detail` or
 * `message`, a validation list as message plus location, else 'HTTP {status}'; raw body as `details`.
 * Our functions answer `{ error: { message } }` (the callable shape) and some spec paths `{ error: '…' }`,
 * so those are read too before falling back to 'HTTP {status}'.
 */
export function toHelperError(status: number, body: unknown): HelperError {
  const error = new HelperError(status, body);
  if (error.message === `HTTP ${status}` && typeof body === 'object' && body !== null) {
    const inner = (body as { error?: unknown }).error;
    if (typeof inner === 'string' && inner !== '') error.message = inner;
    else if (typeof inner === 'object' && inner !== null) error.message = helperErrorMessage(status, inner);
  }
  return error;
}

/** A response's body: JSON when it parses, else its text; an empty body is `undefined`. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds an apiFetch over a base URL and a token source; tests pass a fake fetch and token. */
export function createApiClient(config: ApiClientConfig): ApiFetch {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function request(
    path: string,
    options: ApiRequestOptions & { schema?: z.ZodType },
  ): Promise<unknown> {
    const { body, auth = true, signal, schema } = options;
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (auth) {
      const token = await config.getIdToken();
      if (!token) throw new Error(MSG_USER_NOT_AUTHENTICATED);
      headers.Authorization = `Bearer ${token}`;
    }
    const url = `${config.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    const response = await doFetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    const payload = response.status === 204 ? undefined : await readBody(response);
    if (!response.ok) throw toHelperError(response.status, payload);
    if (!schema) return undefined;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiContractError(path, parsed.error);
    return parsed.data;
  }
  return request as ApiFetch;
}

/** The signed-in user's ID token, or null when signed out: every REST call's token source. */
export async function signedInIdToken(): Promise<string | null> {
  return (await firebase.auth.currentUser?.getIdToken()) ?? null;
}

/**
 * Calls the REST API (the spec's paths, e.g. `/user/get-users`) with the signed-in user's bearer token
 * and JSON (or a FormData as multipart), parsing the answer with `schema`. Failures throw HelperError (status, spec message, raw
 * details); without a schema, or on 204, it resolves to nothing.
 */
export const apiFetch: ApiFetch = createApiClient({
  baseUrl: env.apiBaseUrl,
  getIdToken: signedInIdToken,
});
