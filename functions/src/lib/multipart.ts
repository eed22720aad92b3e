// multipart/form-data requests, parsed from the raw body the Functions runtime keeps (req.rawBody) with
// busboy, as Firebase documents for HTTPS functions (the runtime has already consumed the stream).
import busboy from 'busboy';
import type { Request } from 'firebase-functions/https';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Buffer;
  /** The file was longer than `maxFileBytes`; `bytes` holds only the first part. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Null when the request is not multipart (or has no body), so the caller answers its own error. */
export async function parseMultipart(req: Request, maxFileBytes: number): Promise<MultipartForm | null> {
  const contentType = req.get('content-type') ?? '';
  const raw: unknown = req.rawBody;
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(raw)) return null;
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: maxFileBytes, files: 1 },
      });
    } catch {
      resolve(null);
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        files.push({
          field,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          bytes: Buffer.concat(chunks),
          truncated: (stream as { truncated?: boolean }).truncated === true,
        });
      });
    });
    parser.on('close', () => {
      resolve({ fields, files });
    });
    parser.on('error', () => {
      resolve(null);
    });
    parser.end(raw);
  });
}
