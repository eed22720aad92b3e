import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../firestore/api.ts';
import { parseAuthorization } from '../server/auth.ts';
import { checkObjectRules, checkRules, type StorageContext } from './context.ts';
import { sendObjectBytes } from './download.ts';
import { handleFirebaseUpload } from './firebase-uploads.ts';
import { decodeSegment, parseJsonBody, readBody, sendEmpty, sendError, sendJson } from './http.ts';
import { toFirebaseMetadata } from './metadata-json.ts';
import { patchObject, parseIncomingMetadata } from './stored-object.ts';

const V0_OBJECT_PATH = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/;

/**
 * The Firebase Storage v0 REST API the web SDK speaks (`/v0/b/{bucket}/o[/{object}]`), with storage.rules
 * applied (docs/emulator.md#storage, #storage-rules). Returns false when the path is not a v0 object path.
 */
export async function handleFirebaseApi(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = V0_OBJECT_PATH.exec(url.pathname);
  if (!match?.[1]) return false;
  const bucket = decodeSegment(match[1]);
  const name = match[2] ? decodeSegment(match[2]) : null;
  if (bucket === null || (match[2] && name === null)) {
    sendError(res, 400, 'Malformed percent-encoding in the bucket or object path.');
    return true;
  }
  const caller = parseAuthorization(req.headers.authorization);
  const method = effectiveMethod(req);
  const target = { bucket, caller };

  if (name === null) {
    if (method === 'GET') await listObjects(ctx, res, url, target);
    else if (method === 'POST' || method === 'PUT')
      await handleFirebaseUpload(ctx, req, res, url, bucket, null, caller);
    else sendError(res, 405, `${method} is not supported on a bucket.`);
    return true;
  }
  const object = { ...target, name };
  if (method === 'GET' || method === 'HEAD') await getObject(ctx, req, res, url, object);
  else if (method === 'PATCH') await updateMetadata(ctx, req, res, object);
  else if (method === 'DELETE') await deleteObject(ctx, res, object);
  else if (
    method === 'POST' &&
    (url.searchParams.has('create_token') || url.searchParams.has('delete_token'))
  ) {
    changeDownloadTokens(ctx, res, url, object);
  } else if (method === 'POST' || method === 'PUT') {
    await handleFirebaseUpload(ctx, req, res, url, bucket, name, caller);
  } else sendError(res, 405, `${method} is not supported on an object.`);
  return true;
}

/** Browsers and the SDK's XHR fallback tunnel PATCH through PUT/POST with X-HTTP-Method-Override. */
function effectiveMethod(req: IncomingMessage): string {
  const override = req.headers['x-http-method-override'];
  return (typeof override === 'string' ? override : (req.method ?? 'GET')).toUpperCase();
}

interface BucketTarget {
  bucket: string;
  caller: Caller;
}
interface ObjectTarget extends BucketTarget {
  name: string;
}

/** Metadata GET and `alt=media` download; a valid download token skips rules (production behaviour). */
async function getObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  target: ObjectTarget,
): Promise<void> {
  let object = ctx.store.get(target.bucket, target.name);
  const token = url.searchParams.get('token');
  if (!(object && token !== null && object.downloadTokens.includes(token))) {
    const denial = await checkObjectRules(ctx, target, 'get', object);
    if (denial !== null) {
      sendError(res, 403, denial);
      return;
    }
  }
  if (!object) {
    sendError(res, 404, `Not Found. Could not get object ${target.bucket}/${target.name}`);
    return;
  }
  if (url.searchParams.get('alt') === 'media') {
    sendObjectBytes(req, res, object);
    return;
  }
  // Objects uploaded through GCS have no token; Firebase mints one on first read so getDownloadURL works.
  if (object.downloadTokens.length === 0)
    object = ctx.store.addDownloadToken(target.bucket, target.name) ?? object;
  sendJson(res, 200, toFirebaseMetadata(object));
}

async function listObjects(
  ctx: StorageContext,
  res: ServerResponse,
  url: URL,
  target: BucketTarget,
): Promise<void> {
  const prefix = url.searchParams.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    sendError(res, 400, 'The prefix parameter is required to be empty or ends with a single / character.');
    return;
  }
  const maxResults = url.searchParams.get('maxResults');
  if (maxResults !== null && !(Number.isInteger(Number(maxResults)) && Number(maxResults) > 0)) {
    sendError(res, 400, 'maxResults must be a positive integer.');
    return;
  }
  const denial = await checkRules(ctx, target.caller, {
    method: 'list',
    bucket: target.bucket,
    path: prefix.replace(/\/$/, ''),
    resource: null,
    requestResource: null,
  });
  if (denial !== null) {
    sendError(res, 403, denial);
    return;
  }
  const page = ctx.store.list(target.bucket, {
    prefix,
    delimiter: url.searchParams.get('delimiter') ?? '',
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: maxResults === null ? undefined : Number(maxResults),
  });
  sendJson(res, 200, {
    // Firebase paths have no empty segments; names like "a//b" or "a/" exist only through GCS.
    prefixes: page.prefixes.filter((entry) => isFirebasePath(entry.slice(0, -1))),
    items: page.items.filter(isFirebasePath).map((name) => ({ name, bucket: target.bucket })),
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
  });
}

function isFirebasePath(name: string): boolean {
  return name !== '' && !name.split('/').includes('');
}

async function updateMetadata(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: ObjectTarget,
): Promise<void> {
  const patch = parseIncomingMetadata(parseJsonBody(await readBody(req)));
  const existing = ctx.store.get(target.bucket, target.name);
  const candidate = existing ? patchObject(existing, patch) : null;
  const denial = await checkObjectRules(ctx, target, 'update', existing, candidate);
  if (denial !== null) {
    sendError(res, 403, denial);
    return;
  }
  if (!candidate) {
    sendError(res, 404, `Not Found. Could not update object ${target.bucket}/${target.name}`);
    return;
  }
  sendJson(res, 200, toFirebaseMetadata(ctx.store.replaceMetadata(candidate)));
}

async function deleteObject(ctx: StorageContext, res: ServerResponse, target: ObjectTarget): Promise<void> {
  const existing = ctx.store.get(target.bucket, target.name);
  const denial = await checkObjectRules(ctx, target, 'delete', existing);
  if (denial !== null) {
    sendError(res, 403, denial);
    return;
  }
  if (!ctx.store.delete(target.bucket, target.name)) {
    sendError(res, 404, `Not Found. Could not delete object ${target.bucket}/${target.name}`);
    return;
  }
  sendEmpty(res, 204);
}

/** `?create_token=true` / `?delete_token=T`: console/admin operations, so owner credentials only. */
function changeDownloadTokens(
  ctx: StorageContext,
  res: ServerResponse,
  url: URL,
  target: ObjectTarget,
): void {
  if (target.caller.kind !== 'owner') {
    sendError(res, 403, 'Missing admin credentials.');
    return;
  }
  const createToken = url.searchParams.get('create_token');
  if (createToken !== null && createToken !== 'true') {
    sendError(res, 400, 'create_token must be "true".');
    return;
  }
  const deleteToken = url.searchParams.get('delete_token');
  const updated =
    createToken !== null
      ? ctx.store.addDownloadToken(target.bucket, target.name)
      : ctx.store.removeDownloadToken(target.bucket, target.name, deleteToken ?? '');
  if (!updated) {
    sendError(res, 404, `Not Found. Could not get object ${target.bucket}/${target.name}`);
    return;
  }
  sendJson(res, 200, toFirebaseMetadata(updated));
}
