import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../firestore/api.ts';
import { checkObjectRules, type StorageContext } from './context.ts';
import { parseJsonBody, readBody, requestOrigin, sendEmpty, sendError, sendJson } from './http.ts';
import { toFirebaseMetadata } from './metadata-json.ts';
import { buildObject, checksumMismatch, parseIncomingMetadata } from './stored-object.ts';
import { readUploadContent, type UploadContent } from './upload-content.ts';
import type { UploadOutcome, UploadSession } from './upload-sessions.ts';

/** Resumable uploads accept chunks in multiples of this (the web SDK sends 256 KiB multiples anyway). */
const CHUNK_GRANULARITY = String(256 * 1024);

interface UploadTarget extends UploadContent {
  bucket: string;
  name: string;
  caller: Caller;
}

/**
 * Stores a finished Firebase upload after storage.rules allow `create` (overwrites included, as
 * firebase-tools does). Firebase uploads always carry a download token.
 */
async function finishUpload(ctx: StorageContext, target: UploadTarget): Promise<UploadOutcome> {
  const candidate = buildObject({ ...target, ensureDownloadToken: true });
  const mismatch = checksumMismatch(candidate, target.metadata);
  if (mismatch) return { status: 400, body: { error: { code: 400, message: mismatch } } };
  const existing = ctx.store.get(target.bucket, target.name);
  const denial = await checkObjectRules(ctx, target, 'create', existing, candidate);
  if (denial !== null) return { status: 403, body: { error: { code: 403, message: denial } } };
  return { status: 200, body: toFirebaseMetadata(ctx.store.put(candidate)) };
}

/**
 * `POST /v0/b/{b}/o?name=…` (and PUT): media, multipart and resumable uploads as the web SDK sends
 * them (docs/emulator.md#storage).
 */
export async function handleFirebaseUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  pathName: string | null,
  caller: Caller,
): Promise<void> {
  const name = pathName ?? url.searchParams.get('name');
  const protocol = req.headers['x-goog-upload-protocol'];
  const command = req.headers['x-goog-upload-command'];
  if (protocol === 'resumable' || typeof command === 'string') {
    await handleResumable(ctx, req, res, url, { bucket, name, caller, command: String(command ?? '') });
    return;
  }
  if (!name) {
    sendError(res, 400, 'Missing object name: pass ?name= or an object path.');
    return;
  }
  const body = await readBody(req);
  let content;
  try {
    content = readUploadContent(protocol === 'multipart', req.headers['content-type'], body);
  } catch (error) {
    sendError(res, 400, (error as Error).message);
    return;
  }
  const outcome = await finishUpload(ctx, { bucket, name, ...content, caller });
  sendJson(res, outcome.status, outcome.body);
}

interface ResumableRequest {
  bucket: string;
  name: string | null;
  caller: Caller;
  command: string;
}

async function handleResumable(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  request: ResumableRequest,
): Promise<void> {
  const commands = request.command.split(',').map((part) => part.trim().toLowerCase());
  if (commands.includes('start')) return startResumable(ctx, req, res, request);

  const session = ctx.uploads.get(url.searchParams.get('upload_id'));
  if (!url.searchParams.get('upload_id')) {
    sendError(res, 400, 'Missing upload_id.');
    return;
  }
  if (!session) {
    sendError(res, 404, 'No such upload.');
    return;
  }
  const statusHeaders = { 'X-Goog-Upload-Status': session.status };

  if (commands.includes('query')) {
    sendEmpty(res, 200, { ...statusHeaders, 'X-Goog-Upload-Size-Received': String(session.received) });
    return;
  }
  if (commands.includes('cancel')) {
    if (session.status === 'final') {
      sendError(res, 400, 'The upload is already finalized.');
      return;
    }
    session.status = 'cancelled';
    sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
    return;
  }
  const chunk = await readBody(req);
  if (session.status === 'final' && session.outcome && commands.includes('finalize')) {
    // A retried finalize (even one racing the first): answer as the first time.
    const previous = await session.outcome;
    sendJson(res, previous.status, previous.body, { 'X-Goog-Upload-Status': 'final' });
    return;
  }
  if (session.status !== 'active') {
    sendError(res, 400, `The upload is ${session.status}.`);
    return;
  }
  if (commands.includes('upload')) {
    const accepted = acceptChunk(session, chunk, req.headers['x-goog-upload-offset']);
    if (!accepted) {
      sendError(res, 400, `Upload offset mismatch: the server has ${session.received} bytes.`);
      return;
    }
    ctx.uploads.append(session, accepted);
  }
  if (!commands.includes('finalize')) {
    sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'active', 'X-GUploader-UploadID': session.id });
    return;
  }
  // Final before the rules run, so a concurrent retry waits for this outcome instead of storing twice.
  session.status = 'final';
  session.outcome = finishUpload(ctx, {
    bucket: session.bucket,
    name: session.name,
    bytes: ctx.uploads.bytes(session),
    metadata: session.metadata,
    contentType: session.contentType,
    caller: session.caller,
  });
  const outcome = await session.outcome;
  sendJson(res, outcome.status, outcome.body, { 'X-Goog-Upload-Status': 'final' });
}

/** The part of a chunk the server does not have yet (clients may resend after a lost response). */
function acceptChunk(
  session: UploadSession,
  chunk: Buffer,
  offsetHeader: string | string[] | undefined,
): Buffer | null {
  if (typeof offsetHeader !== 'string') return chunk;
  const offset = Number(offsetHeader);
  if (!Number.isInteger(offset) || offset > session.received) return null;
  return chunk.subarray(session.received - offset);
}

async function startResumable(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  request: ResumableRequest,
): Promise<void> {
  const metadata = parseIncomingMetadata(parseJsonBody(await readBody(req)));
  const name = request.name ?? metadata.name;
  if (!name) {
    sendError(res, 400, 'Missing object name: pass ?name= or an object path.');
    return;
  }
  const announcedType = req.headers['x-goog-upload-header-content-type'];
  const session = ctx.uploads.start({
    bucket: request.bucket,
    name,
    metadata,
    contentType: typeof announcedType === 'string' ? announcedType : undefined,
    caller: request.caller,
  });
  const uploadUrl = new URL(`/v0/b/${encodeURIComponent(request.bucket)}/o`, requestOrigin(req));
  uploadUrl.searchParams.set('name', name);
  uploadUrl.searchParams.set('upload_id', session.id);
  uploadUrl.searchParams.set('upload_protocol', 'resumable');
  sendEmpty(res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': uploadUrl.toString(),
    'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
    'X-Goog-Upload-Control-URL': '',
    'X-GUploader-UploadID': session.id,
  });
}
