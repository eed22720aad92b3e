import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredObject } from './stored-object.ts';

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** Parses a single `Range: bytes=a-b | a- | -n` header; null = whole object (absent or not understood). */
function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  // An empty object has no satisfiable range; GCS then answers with the (empty) whole object.
  if (!match || size === 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Sends an object's bytes with its stored headers; honours Range (206/416). `x-goog-hash` and
 * `x-goog-stored-content-encoding` let the Admin SDK validate whole-object downloads as it does against GCS.
 */
export function sendObjectBytes(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  const size = object.bytes.length;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    ETag: object.etag,
    'Last-Modified': new Date(object.updated).toUTCString(),
    'x-goog-generation': object.generation,
    'x-goog-metageneration': object.metageneration,
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'x-goog-stored-content-encoding': object.contentEncoding ?? 'identity',
    'x-goog-stored-content-length': String(size),
  };
  if (object.contentEncoding && object.contentEncoding !== 'identity')
    headers['Content-Encoding'] = object.contentEncoding;
  if (object.contentDisposition) headers['Content-Disposition'] = object.contentDisposition;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;

  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  const body = range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = String(body.length);
  res.writeHead(range ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
