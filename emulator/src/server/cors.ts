import type { IncomingMessage, ServerResponse } from 'node:http';

const EXPOSED_HEADERS = [
  'X-HTTP-Session-Id',
  'X-Client-Wire-Protocol',
  'X-HTTP-Initial-Response',
  'Content-Type',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Command',
  'X-GUploader-UploadID',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
].join(', ');

/**
 * Credentialed CORS for browser clients (docs/emulator.md#cors, #storage): browsers send `withCredentials`,
 * so the origin is echoed (never `*`). Answers preflights itself and returns true when it did, so callers
 * stop handling the request.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
  return true;
}
