import { HelperError, MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApiDownload } from './api-download';

function downloadAnswering(response: Response, token: string | null = 'id-token') {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(response));
  const download = createApiDownload({
    baseUrl: 'http://api.test/base',
    getIdToken: () => Promise.resolve(token),
    fetch,
  });
  return { download, fetch };
}

/** A body that arrives in the given chunks, as a large export does. */
function streamed(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result as string);
    };
    reader.readAsText(blob);
  });
}

describe('apiDownload', () => {
  it("streams the body with the user's bearer token, reporting each chunk, into one Blob", async () => {
    const { download, fetch } = downloadAnswering(
      new Response(streamed(['id,type\r\n', 'c1,INBOUND\r\n']), { headers: { 'content-type': 'text/csv' } }),
    );
    const seen: string[] = [];

    const blob = await download('/calls/export?agentId=a1', { onText: (text) => seen.push(text) });

    expect(seen).toEqual(['id,type\r\n', 'c1,INBOUND\r\n']);
    expect(blob.type).toBe('text/csv');
    expect(await blobText(blob)).toBe('id,type\r\nc1,INBOUND\r\n');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/base/calls/export?agentId=a1');
    expect(init?.headers).toEqual({ Authorization: 'Bearer id-token' });
  });

  it("refuses with the server's message, as apiFetch does", async () => {
    const { download } = downloadAnswering(
      new Response(JSON.stringify({ error: { message: 'Your plan does not include exports' } }), {
        status: 403,
      }),
    );

    const failure = download('/calls/export');

    await expect(failure).rejects.toBeInstanceOf(HelperError);
    await expect(failure).rejects.toThrow('Your plan does not include exports');
  });

  it('refuses when signed out, without a request', async () => {
    const { download, fetch } = downloadAnswering(new Response(''), null);

    await expect(download('/calls/export')).rejects.toThrow(MSG_USER_NOT_AUTHENTICATED);
    expect(fetch).not.toHaveBeenCalled();
  });
});
