import type { ServerResponse } from 'node:http';
import type { StorageContext } from './context.ts';
import { sendGcsError } from './gcs-errors.ts';
import { failedPrecondition, preconditionsOf } from './gcs-preconditions.ts';
import { sendJson } from './http.ts';
import { toGcsMetadata } from './metadata-json.ts';
import {
  buildObject,
  DOWNLOAD_TOKENS_KEY,
  parseIncomingMetadata,
  type IncomingMetadata,
  type StoredObject,
} from './stored-object.ts';

export interface CopyRequest {
  sourceBucket: string;
  sourceName: string;
  kind: 'rewriteTo' | 'copyTo';
  destinationBucket: string;
  destinationName: string;
}

/** The source's metadata (download tokens included, as GCS copies custom metadata), overlaid by the body. */
function copiedMetadata(source: StoredObject, overrides: IncomingMetadata): IncomingMetadata {
  const custom: Record<string, string | null> = { ...source.customMetadata };
  if (source.downloadTokens.length > 0) custom[DOWNLOAD_TOKENS_KEY] = source.downloadTokens.join(',');
  return {
    contentType: source.contentType,
    contentEncoding: source.contentEncoding ?? null,
    contentDisposition: source.contentDisposition ?? null,
    contentLanguage: source.contentLanguage ?? null,
    cacheControl: source.cacheControl ?? null,
    ...overrides,
    metadata: overrides.metadata === null ? null : { ...custom, ...overrides.metadata },
  };
}

/**
 * `POST /b/{b}/o/{o}/rewriteTo|copyTo/b/{b2}/o/{o2}` (File.copy / File.move): done in one call, so a
 * rewrite always answers `done: true`. Preconditions apply to the destination.
 */
export function copyObject(
  ctx: StorageContext,
  res: ServerResponse,
  url: URL,
  request: CopyRequest,
  body: unknown,
): void {
  const source = ctx.store.get(request.sourceBucket, request.sourceName);
  if (!source) {
    sendGcsError(res, 404, `No such object: ${request.sourceBucket}/${request.sourceName}`, 'notFound');
    return;
  }
  const failed = failedPrecondition(
    preconditionsOf(url.searchParams),
    ctx.store.get(request.destinationBucket, request.destinationName),
  );
  if (failed) {
    sendGcsError(res, 412, failed, 'conditionNotMet');
    return;
  }
  const copy = buildObject({
    bucket: request.destinationBucket,
    name: request.destinationName,
    bytes: source.bytes,
    metadata: copiedMetadata(source, parseIncomingMetadata(body)),
    ensureDownloadToken: false,
  });
  const resource = toGcsMetadata(ctx.store.put(copy));
  if (request.kind === 'copyTo') {
    sendJson(res, 200, resource);
    return;
  }
  const size = String(copy.bytes.length);
  sendJson(res, 200, {
    kind: 'storage#rewriteResponse',
    totalBytesRewritten: size,
    objectSize: size,
    done: true,
    resource,
  });
}
