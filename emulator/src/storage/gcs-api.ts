import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.ts';
import { sendObjectBytes } from './download.ts';
import { copyObject } from './gcs-copy.ts';
import { sendGcsError } from './gcs-errors.ts';
import { failedPrecondition, preconditionsOf } from './gcs-preconditions.ts';
import { handleGcsUpload } from './gcs-uploads.ts';
import { decodeSegment, parseJsonBody, readBody, sendEmpty, sendJson } from './http.ts';
import { toGcsMetadata } from './metadata-json.ts';
import { patchObject, parseIncomingMetadata } from './stored-object.ts';

// The Admin SDK (@google-cloud/storage) with STORAGE_EMULATOR_HOST uses that host as its base URL, so
// object calls arrive without the `/storage/v1` prefix; gsutil-style clients send it. Both are served.
const OBJECT_PATH = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.*))?$/;
const BUCKET_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const COPY_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)\/(rewriteTo|copyTo)\/b\/([^/]+)\/o\/([^/]+)$/;
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
  const copy = COPY_PATH.exec(url.pathname);
  if (copy && method === 'POST') {
    const [, sourceBucket, sourceName, kind, destinationBucket, destinationName] = copy.map((part) =>
      decodeSegment(part),
    );
    if (!sourceBucket || !sourceName || !destinationBucket || !destinationName) {
      sendGcsError(res, 400, 'Malformed copy path.');
    } else {
      const request = {
        sourceBucket,
        sourceName,
        destinationBucket,
        destinationName,
        kind: kind as 'rewriteTo' | 'copyTo',
      };
      copyObject(ctx, res, url, request, parseJsonBody(await readBody(req)));
    }
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
  const body = await readBody(req);
  const existing = ctx.store.get(target.bucket, target.name);
  const media = url.searchParams.get('alt') === 'media' || url.pathname.startsWith('/download/');
  // Only the live generation is kept, so asking for any other one finds nothing.
  const generation = url.searchParams.get('generation');
  if (!existing || (generation !== null && generation !== existing.generation)) {
    sendNotFound(res, `No such object: ${target.bucket}/${target.name}`, media);
    return;
  }
  const failed = failedPrecondition(preconditionsOf(url.searchParams), existing);
  if (failed) {
    sendGcsError(res, 412, failed, 'conditionNotMet');
    return;
  }
  if (target.method === 'GET' || target.method === 'HEAD') {
    if (media) sendObjectBytes(req, res, existing);
    else sendJson(res, 200, toGcsMetadata(existing));
  } else if (target.method === 'PATCH' || target.method === 'PUT') {
    // PUT (objects.update) replaces metadata in GCS; the Admin SDK only patches, so both patch.
    const patch = parseIncomingMetadata(parseJsonBody(body));
    sendJson(res, 200, toGcsMetadata(ctx.store.replaceMetadata(patchObject(existing, patch))));
  } else if (target.method === 'DELETE') {
    ctx.store.delete(target.bucket, target.name);
    sendEmpty(res, 204);
  } else {
    sendGcsError(res, 405, `${target.method} is not supported on an object.`);
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
