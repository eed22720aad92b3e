import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers of every WebChannel response: plain text, not sniffed or cached (docs/emulator.md#webchannel). */
export const CHANNEL_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
} as const;

export class BodyTooLarge extends Error {}

/** Reads a request body as UTF-8, refusing more than `limitBytes`. */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new BodyTooLarge(`Request body exceeds ${limitBytes} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** A complete plain-text response (errors, terminate acknowledgements). */
export function sendText(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, CHANNEL_HEADERS);
  res.end(text);
}
