import { parseJsonBody } from './http.ts';
import { parseMultipartUpload } from './multipart.ts';
import { parseIncomingMetadata, type IncomingMetadata } from './stored-object.ts';

/** The object a one-shot (not resumable) upload carries. */
export interface UploadContent {
  bytes: Buffer;
  metadata: IncomingMetadata;
  contentType: string | undefined;
}

/**
 * Reads a one-shot upload body the same way for the Firebase and GCS APIs: `multipart/related`
 * (JSON metadata, then the bytes) or media (the body itself, typed by the request, no metadata).
 * Throws with a message fit for a 400 when a multipart body does not have that shape.
 */
export function readUploadContent(
  multipart: boolean,
  contentTypeHeader: string | undefined,
  body: Buffer,
): UploadContent {
  if (!multipart) return { bytes: body, metadata: {}, contentType: contentTypeHeader };
  const parts = parseMultipartUpload(contentTypeHeader ?? '', body);
  return {
    bytes: parts.data,
    metadata: parseIncomingMetadata(parseJsonBody(Buffer.from(parts.metadataJson))),
    contentType: parts.dataContentType,
  };
}
