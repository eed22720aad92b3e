/** The two parts of a `multipart/related` object upload: JSON metadata, then the object bytes. */
export interface MultipartUpload {
  metadataJson: string;
  data: Buffer;
  dataContentType: string | undefined;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Splits a `multipart/related` upload body (both SDKs: `--B\r\nheaders\r\n\r\nbody\r\n--B…--B--`).
 * Throws with a message fit for a 400 when the body does not have that shape.
 */
export function parseMultipartUpload(contentType: string, body: Buffer): MultipartUpload {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) throw new Error('Bad content type: multipart upload without a boundary.');
  const parts = splitParts(body, Buffer.from(`--${boundary}`));
  const [metadataPart, dataPart] = parts;
  if (parts.length < 2 || !metadataPart || !dataPart) {
    throw new Error(`Bad multipart request: expected 2 parts, found ${parts.length}.`);
  }
  return {
    metadataJson: metadataPart.body.toString('utf8'),
    data: dataPart.body,
    dataContentType: dataPart.headers['content-type'],
  };
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, delimiter: Buffer): Part[] {
  const parts: Part[] = [];
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing delimiter
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    parts.push(parsePart(body.subarray(skipLineBreak(body, start), stripTrailingLineBreak(body, next))));
    position = next;
  }
  return parts;
}

function parsePart(raw: Buffer): Part {
  const headerEnd = raw.indexOf(HEADER_END);
  if (headerEnd === -1) return { headers: {}, body: raw };
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.subarray(headerEnd + HEADER_END.length) };
}

function skipLineBreak(body: Buffer, index: number): number {
  return body[index] === 0x0d && body[index + 1] === 0x0a ? index + 2 : index;
}

/** The CRLF before a delimiter belongs to the delimiter, not to the part's bytes. */
function stripTrailingLineBreak(body: Buffer, index: number): number {
  return body[index - 2] === 0x0d && body[index - 1] === 0x0a ? index - 2 : index;
}
