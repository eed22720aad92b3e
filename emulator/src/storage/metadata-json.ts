import type { StorageRulesResource } from './authorizer.ts';
import { DOWNLOAD_TOKENS_KEY, type StoredObject } from './stored-object.ts';

/** Metadata JSON of the Firebase v0 API (`OutgoingFirebaseMetadata`, docs/emulator.md#storage-metadata). */
export interface FirebaseMetadataJson {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  timeCreated: string;
  updated: string;
  storageClass: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  downloadTokens?: string;
  contentEncoding: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

/** Object resource of the GCS JSON API (`storage#object`), also the payload of change events. */
export interface GcsObjectJson {
  kind: 'storage#object';
  id: string;
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  storageClass: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
  timeStorageClassUpdated: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

const STORAGE_CLASS = 'STANDARD';

function optionalFields(object: StoredObject) {
  return {
    ...(object.contentDisposition !== undefined && { contentDisposition: object.contentDisposition }),
    ...(object.contentLanguage !== undefined && { contentLanguage: object.contentLanguage }),
    ...(object.cacheControl !== undefined && { cacheControl: object.cacheControl }),
  };
}

export function toFirebaseMetadata(object: StoredObject): FirebaseMetadataJson {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: STORAGE_CLASS,
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    ...(object.downloadTokens.length > 0 && { downloadTokens: object.downloadTokens.join(',') }),
    contentEncoding: object.contentEncoding ?? 'identity',
    ...optionalFields(object),
    ...(Object.keys(object.customMetadata).length > 0 && { metadata: { ...object.customMetadata } }),
  };
}

/** GCS shows download tokens as ordinary custom metadata, as production does. */
export function toGcsMetadata(object: StoredObject): GcsObjectJson {
  const metadata = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) metadata[DOWNLOAD_TOKENS_KEY] = object.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    contentType: object.contentType,
    storageClass: STORAGE_CLASS,
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...(object.contentEncoding !== undefined && { contentEncoding: object.contentEncoding }),
    ...optionalFields(object),
    ...(Object.keys(metadata).length > 0 && { metadata }),
  };
}

/** `resource` / `request.resource` for storage.rules (docs/emulator.md#storage-rules). */
export function toRulesResource(object: StoredObject): StorageRulesResource {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    size: object.bytes.length,
    timeCreated: object.timeCreated,
    updated: object.updated,
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    contentType: object.contentType,
    contentEncoding: object.contentEncoding ?? 'identity',
    ...optionalFields(object),
    metadata: { ...object.customMetadata },
  };
}
