import { randomUUID } from 'node:crypto';
import { crc32cBase64, md5Base64 } from './hashes.ts';

/** One object as the store keeps it: its bytes and every metadata field both APIs report. */
export interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  /** Decimal strings, as both JSON APIs send them. */
  generation: string;
  metageneration: string;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  contentType: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  /** Custom metadata, without `firebaseStorageDownloadTokens` (kept in downloadTokens instead). */
  customMetadata: Record<string, string>;
  downloadTokens: string[];
}

/**
 * Metadata as clients send it (Firebase v0 upload/PATCH bodies, GCS JSON bodies). For PATCH, a null
 * clears a field and, inside `metadata`, deletes one key (GCS patch semantics, which Firebase keeps).
 */
export interface IncomingMetadata {
  name?: string;
  contentType?: string | null;
  contentEncoding?: string | null;
  contentDisposition?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  md5Hash?: string | null;
  crc32c?: string | null;
  metadata?: Record<string, string | null> | null;
}

/** Custom-metadata key through which both APIs carry download tokens (comma separated). */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

const EDITABLE_FIELDS = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
] as const;

/** Reads an untrusted JSON body into IncomingMetadata, dropping anything of the wrong type. */
export function parseIncomingMetadata(json: unknown): IncomingMetadata {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  const source = json as Record<string, unknown>;
  const result: IncomingMetadata = {};
  if (typeof source.name === 'string') result.name = source.name;
  for (const field of [...EDITABLE_FIELDS, 'md5Hash', 'crc32c'] as const) {
    const value = source[field];
    if (typeof value === 'string' || value === null) result[field] = value;
  }
  const custom = source.metadata;
  if (custom === null) result.metadata = null;
  else if (custom && typeof custom === 'object' && !Array.isArray(custom)) {
    result.metadata = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      if (value === null) result.metadata[key] = null;
      else if (value !== undefined)
        result.metadata[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return result;
}

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** Generations are microsecond timestamps like GCS's, strictly increasing even within one millisecond. */
let lastGeneration = 0;
function nextGeneration(): string {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return String(lastGeneration);
}

function etagFor(generation: string, metageneration: string, md5Hash: string): string {
  return md5Base64(Buffer.from(`${generation}/${metageneration}/${md5Hash}`)).slice(0, 16);
}

export interface NewObjectInput {
  bucket: string;
  name: string;
  bytes: Buffer;
  metadata: IncomingMetadata;
  /** Content type from the transport (header or multipart part), used when metadata has none. */
  contentType?: string | undefined;
  /** Firebase uploads always get a download token, GCS uploads only when the metadata names one. */
  ensureDownloadToken: boolean;
}

/** The object an upload would create (not yet stored), with fresh generation and hashes. */
export function buildObject(input: NewObjectInput): StoredObject {
  const now = new Date().toISOString();
  const generation = nextGeneration();
  const md5Hash = md5Base64(input.bytes);
  const object: StoredObject = {
    bucket: input.bucket,
    name: input.name,
    bytes: input.bytes,
    generation,
    metageneration: '1',
    timeCreated: now,
    updated: now,
    md5Hash,
    crc32c: crc32cBase64(input.bytes),
    etag: etagFor(generation, '1', md5Hash),
    contentType: input.metadata.contentType ?? input.contentType ?? 'application/octet-stream',
    customMetadata: {},
    downloadTokens: [],
  };
  for (const field of EDITABLE_FIELDS) {
    const value = input.metadata[field];
    if (field !== 'contentType' && typeof value === 'string') object[field] = value;
  }
  applyCustomMetadata(object, input.metadata.metadata);
  if (input.ensureDownloadToken && object.downloadTokens.length === 0) object.downloadTokens = [randomUUID()];
  return object;
}

/** Why an upload's declared checksum does not match its bytes, or null when it matches (or none given). */
export function checksumMismatch(object: StoredObject, metadata: IncomingMetadata): string | null {
  if (metadata.md5Hash && metadata.md5Hash !== object.md5Hash) {
    return `Provided MD5 hash "${metadata.md5Hash}" doesn't match calculated MD5 hash "${object.md5Hash}".`;
  }
  if (metadata.crc32c && metadata.crc32c !== object.crc32c) {
    return `Provided CRC32C "${metadata.crc32c}" doesn't match calculated CRC32C "${object.crc32c}".`;
  }
  return null;
}

/** The object after a metadata PATCH (not yet stored): metageneration and `updated` advance. */
export function patchObject(existing: StoredObject, patch: IncomingMetadata): StoredObject {
  const object: StoredObject = {
    ...existing,
    customMetadata: { ...existing.customMetadata },
    downloadTokens: [...existing.downloadTokens],
  };
  for (const field of EDITABLE_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (field === 'contentType') object.contentType = value ?? 'application/octet-stream';
    else if (value === null) object[field] = undefined;
    else object[field] = value;
  }
  if (patch.metadata === null) object.customMetadata = {};
  applyCustomMetadata(object, patch.metadata);
  return bumpMetageneration(object);
}

/** Advances metageneration, `updated` and the etag: every metadata change (tokens included) does. */
export function bumpMetageneration(object: StoredObject): StoredObject {
  object.metageneration = String(Number(object.metageneration) + 1);
  object.updated = new Date().toISOString();
  object.etag = etagFor(object.generation, object.metageneration, object.md5Hash);
  return object;
}

function applyCustomMetadata(object: StoredObject, custom: IncomingMetadata['metadata']): void {
  if (!custom) return;
  for (const [key, value] of Object.entries(custom)) {
    if (key === DOWNLOAD_TOKENS_KEY) object.downloadTokens = value === null ? [] : splitTokens(value);
    else if (value === null) Reflect.deleteProperty(object.customMetadata, key);
    else object.customMetadata[key] = value;
  }
}
