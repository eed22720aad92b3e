// A streamed download from the REST API (e.g. GET /calls/export's CSV): the same bearer token and error
// texts as apiFetch (api-client.ts), but the body is read chunk by chunk so a screen can show progress
// while a large export arrives, and the result is a Blob to save.
import { MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import { readBody, signedInIdToken, toHelperError, type ApiClientConfig } from './api-client';
import { env } from './env';

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Called with each decoded chunk of text as it arrives. */
  onText?: (text: string) => void;
}

export type ApiDownload = (path: string, options?: DownloadOptions) => Promise<Blob>;

/** Builds an apiDownload over a base URL and a token source; tests pass a fake fetch and token. */
export function createApiDownload(config: ApiClientConfig): ApiDownload {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (path, options = {}) => {
    const token = await config.getIdToken();
    if (!token) throw new Error(MSG_USER_NOT_AUTHENTICATED);
    const response = await doFetch(`${config.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) throw toHelperError(response.status, await readBody(response));
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    if (!response.body) return new Blob([await response.text()], { type });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      options.onText?.(decoder.decode(value, { stream: true }));
    }
    return new Blob(parts as BlobPart[], { type });
  };
}

/** Downloads from the REST API with the signed-in user's bearer token. */
export const apiDownload: ApiDownload = createApiDownload({
  baseUrl: env.apiBaseUrl,
  getIdToken: signedInIdToken,
});

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, after the browser has started the download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
