import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.ts';
import { gcsErrorBody, sendGcsError } from './gcs-errors.ts';
import { failedPrecondition, preconditionsOf } from './gcs-preconditions.ts';
import { parseJsonBody, readBody, requestOrigin, sendEmpty, sendJson } from './http.ts';
import { toGcsMetadata } from './metadata-json.ts';
import {
  buildObject,
  checksumMismatch,
  parseIncomingMetadata,
  type IncomingMetadata,
} from './stored-object.ts';
import { readUploadContent, type UploadContent } from './upload-content.ts';
import type { UploadOutcome, UploadSession } from './upload-sessions.ts';

/** GCS's "resume incomplete" status for a resumable chunk that did not finish the object. */
const RESUME_INCOMPLETE = 308;

interface UploadTarget extends UploadContent {
  bucket: string;
  name: string;
  preconditions: Record<string, string>;
}

function finishUpload(ctx: StorageContext, target: UploadTarget): UploadOutcome {
  const failed = failedPrecondition(target.preconditions, ctx.store.get(target.bucket, target.name));
  if (failed) return { status: 412, body: gcsErrorBody(412, failed, 'conditionNotMet') };
  const candidate = buildObject({ ...target, ensureDownloadToken: false });
  const mismatch = checksumMismatch(candidate, target.metadata);
  if (mismatch) return { status: 400, body: gcsErrorBody(400, mismatch, 'invalid') };
  return { status: 200, body: toGcsMetadata(ctx.store.put(candidate)) };
}

/** Names may arrive with a leading slash from some clients; GCS object names never start with one. */
function objectName(url: URL, metadata: IncomingMetadata): string | null {
  const name = url.searchParams.get('name') ?? metadata.name ?? null;
  return name?.replace(/^\//, '') || null;
}

/** `/upload/storage/v1/b/{bucket}/o`: media, multipart, resumable start (POST) and resumable chunks (PUT). */
export async function handleGcsUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
): Promise<void> {
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null) return continueResumable(ctx, req, res, uploadId);
  if (req.method !== 'POST') {
    sendGcsError(res, 405, `${req.method ?? ''} needs an upload_id.`);
    return;
  }
  const preconditions = preconditionsOf(url.searchParams);
  const uploadType = url.searchParams.get('uploadType') ?? req.headers['x-goog-upload-protocol'] ?? 'media';
  const body = await readBody(req);
  if (uploadType === 'resumable') {
    const metadata = parseIncomingMetadata(parseJsonBody(body));
    const name = objectName(url, metadata);
    if (!name) {
      sendGcsError(res, 400, 'Missing object name.', 'required');
      return;
    }
    const announcedType = req.headers['x-upload-content-type'];
    const session = ctx.uploads.start({
      bucket,
      name,
      metadata,
      contentType: typeof announcedType === 'string' ? announcedType : undefined,
      caller: { kind: 'owner' },
      preconditions,
    });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, requestOrigin(req));
    location.searchParams.set('name', name);
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('upload_id', session.id);
    sendEmpty(res, 200, { Location: location.toString(), 'X-GUploader-UploadID': session.id });
    return;
  }
  let content;
  try {
    content = readUploadContent(uploadType === 'multipart', req.headers['content-type'], body);
  } catch (error) {
    sendGcsError(res, 400, (error as Error).message);
    return;
  }
  const name = objectName(url, content.metadata);
  if (!name) {
    sendGcsError(res, 400, 'Missing object name.', 'required');
    return;
  }
  const outcome = finishUpload(ctx, { bucket, name, ...content, preconditions });
  sendJson(res, outcome.status, outcome.body);
}

interface ContentRange {
  /** First byte of this request, or null for a status check (`bytes *\/total`). */
  first: number | null;
  /** Whether this request carries the end of the object. */
  last: boolean;
  total: number | null;
}

/** `Content-Range: bytes a-b/total | a-*\/total | *\/total` (total may be `*`); absent = whole object. */
function parseContentRange(header: string | undefined): ContentRange | null {
  if (header === undefined) return { first: 0, last: true, total: null };
  const match = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, end, total] = match;
  const totalSize = total === undefined || total === '*' ? null : Number(total);
  if (first === undefined) return { first: null, last: false, total: totalSize };
  const coversEnd = end === '*' ? totalSize === null : totalSize !== null && Number(end) + 1 >= totalSize;
  return { first: Number(first), last: coversEnd, total: totalSize };
}

/**
 * PUT to the session URL (the `Location` of the start call). A chunk that does not complete the object
 * gets 308 with `Range: bytes=0-N`; the completing one gets the object resource.
 */
async function continueResumable(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
): Promise<void> {
  const session = ctx.uploads.get(uploadId);
  const chunk = await readBody(req);
  if (!session) {
    sendGcsError(res, 404, 'No such upload session.', 'notFound');
    return;
  }
  if (req.method === 'DELETE') {
    session.status = 'cancelled';
    sendEmpty(res, 499);
    return;
  }
  if (session.status === 'final' && session.outcome) {
    const previous = await session.outcome;
    sendJson(res, previous.status, previous.body);
    return;
  }
  if (session.status !== 'active') {
    sendGcsError(res, 410, 'The upload session was cancelled.', 'gone');
    return;
  }
  const range = parseContentRange(req.headers['content-range']);
  if (!range) {
    sendGcsError(res, 400, `Malformed Content-Range: ${req.headers['content-range'] ?? ''}`);
    return;
  }
  if (range.first !== null) {
    if (range.first > session.received) {
      sendGcsError(res, 400, 'Content-Range starts past the received bytes.');
      return;
    }
    ctx.uploads.append(session, chunk.subarray(session.received - range.first));
  }
  const complete =
    range.first !== null && (range.last || (range.total !== null && session.received >= range.total));
  if (!complete) {
    sendIncomplete(res, session);
    return;
  }
  const outcome = finishUpload(ctx, {
    bucket: session.bucket,
    name: session.name,
    bytes: ctx.uploads.bytes(session),
    metadata: session.metadata,
    contentType: session.contentType,
    preconditions: session.preconditions ?? {},
  });
  session.status = 'final';
  session.outcome = Promise.resolve(outcome);
  sendJson(res, outcome.status, outcome.body);
}

function sendIncomplete(res: ServerResponse, session: UploadSession): void {
  sendEmpty(res, RESUME_INCOMPLETE, session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {});
}
