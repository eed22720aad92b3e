import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.ts';
import { sendObjectBytes } from './download.ts';
import { sendGcsError } from './gcsErrors.ts';
import { handleGcsUpload } from './gcsUploads.ts';
import { decodeSegment, parseJsonBody, readBody, sendEmpty, sendJson } from './http.ts';
import { toGcsMetadata } from './metadataJson.ts';
import { patchObject, parseIncomingMetadata } from './storedObject.ts';

// The Admin SDK (@google-cloud/storage) with STORAGE_EMULATOR_HOST uses that host as its base URL, so
// object calls arrive without the `/storage/v1` prefix; gsutil-style clients send it. Both are served.
const OBJECT_PATH = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.*))?$/;
const BUCKET_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const UPLOAD_PATH = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/;
/** `https://storage.googleapis.com/{bucket}/{object}` style public URLs (File.publicUrl()). */
const PUBLIC_PATH = /^\/([^/]+)\/(.+)$/;

/**
 * The subset of the GCS JSON API that `getStorage().bucket().file()` uses. It is an admin API: the
 * Admin SDK sends no credentials to a custom endpoint, and firebase-tools likewise never applies
 * storage.rules here. Returns false when the path is not a GCS path.
 */
export async function handleGcsApi(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const upload = UPLOAD_PATH.exec(url.pathname);
  if (upload?.[1]) {
    const bucket = decodeSegment(upload[1]);
    if (bucket === null) sendGcsError(res, 400, 'Malformed bucket name.');
    else await handleGcsUpload(ctx, req, res, url, bucket);
    return true;
  }
  const objectPath = OBJECT_PATH.exec(url.pathname);
  if (objectPath?.[1]) {
    const bucket = decodeSegment(objectPath[1]);
    const name = objectPath[2] ? decodeSegment(objectPath[2]) : null;
    if (bucket === null || (objectPath[2] && name === null)) sendGcsError(res, 400, 'Malformed object path.');
    else if (name === null) listObjects(ctx, res, url, bucket, method);
    else await handleObject(ctx, req, res, url, { bucket, name, method });
    return true;
  }
  const bucketPath = BUCKET_PATH.exec(url.pathname);
  if (bucketPath?.[1] && method === 'GET') {
    const name = decodeSegment(bucketPath[1]) ?? bucketPath[1];
    sendJson(res, 200, { kind: 'storage#bucket', id: name, name, location: 'US', storageClass: 'STANDARD' });
    return true;
  }
  const publicPath = PUBLIC_PATH.exec(url.pathname);
  if (publicPath?.[1] && publicPath[2] && (method === 'GET' || method === 'HEAD')) {
    const object = ctx.store.get(decodeSegment(publicPath[1]) ?? '', decodeSegment(publicPath[2]) ?? '');
    if (!object) sendNotFound(res, `No such object: ${publicPath[1]}/${publicPath[2]}`, true);
    else sendObjectBytes(req, res, object);
    return true;
  }
  return false;
}

interface ObjectRequest {
  bucket: string;
  name: string;
  method: string;
}

async function handleObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  target: ObjectRequest,
): Promise<void> {
  const existing = ctx.store.get(target.bucket, target.name);
  const missing = `No such object: ${target.bucket}/${target.name}`;
  const wantsMedia = url.searchParams.get('alt') === 'media' || url.pathname.startsWith('/download/');
  switch (target.method) {
    case 'GET':
    case 'HEAD':
      if (!existing) {
        sendNotFound(res, missing, wantsMedia);
        return;
      }
      if (wantsMedia) {
        sendObjectBytes(req, res, existing);
        return;
      }
      {
        sendJson(res, 200, toGcsMetadata(existing));
        return;
      }
    case 'PATCH':
    case 'PUT': {
      // PUT (objects.update) replaces metadata in GCS; clients here only patch, so both patch.
      const patch = parseIncomingMetadata(parseJsonBody(await readBody(req)));
      if (!existing) {
        sendNotFound(res, missing, false);
        return;
      }
      sendJson(res, 200, toGcsMetadata(ctx.store.replaceMetadata(patchObject(existing, patch))));
      return;
    }
    case 'DELETE':
      if (!ctx.store.delete(target.bucket, target.name)) {
        sendNotFound(res, missing, false);
        return;
      }
      {
        sendEmpty(res, 204);
        return;
      }
    default: {
      sendGcsError(res, 405, `${target.method} is not supported on an object.`);
      return;
    }
  }
}

function listObjects(
  ctx: StorageContext,
  res: ServerResponse,
  url: URL,
  bucket: string,
  method: string,
): void {
  if (method !== 'GET') {
    sendGcsError(res, 405, `${method} is not supported on a bucket's objects.`);
    return;
  }
  const maxResults = Number(url.searchParams.get('maxResults') ?? '');
  const page = ctx.store.list(bucket, {
    prefix: url.searchParams.get('prefix') ?? '',
    delimiter: url.searchParams.get('delimiter') ?? '',
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: Number.isInteger(maxResults) && maxResults > 0 ? maxResults : undefined,
  });
  const items = page.items.flatMap((name) => {
    const object = ctx.store.get(bucket, name);
    return object ? [toGcsMetadata(object)] : [];
  });
  // GCS leaves out empty lists, and nextPageToken on the last page.
  sendJson(res, 200, {
    kind: 'storage#objects',
    ...(page.prefixes.length > 0 && { prefixes: page.prefixes }),
    ...(items.length > 0 && { items }),
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
  });
}

/** Media requests get a plain-text 404, as GCS sends; metadata requests get the JSON error. */
function sendNotFound(res: ServerResponse, message: string, media: boolean): void {
  if (!media) {
    sendGcsError(res, 404, message, 'notFound');
    return;
  }
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(message)),
  });
  res.end(message);
}
