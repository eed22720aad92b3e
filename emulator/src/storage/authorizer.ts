import type { Caller } from '../firestore/api.ts';

/** Object metadata as `resource` and `request.resource` in storage.rules (docs/emulator.md#storage-rules). */
export interface StorageRulesResource {
  name: string;
  bucket: string;
  generation?: string;
  metageneration?: string;
  size: number;
  timeCreated?: string;
  updated?: string;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  contentType?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

export interface StorageRequest {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  bucket: string;
  /** Object path (for list: the prefix without its trailing slash). */
  path: string;
  caller: Caller;
  /** The existing object, or null. */
  resource: StorageRulesResource | null;
  /** The object as it would be after the request (uploads, metadata updates), or null. */
  requestResource: StorageRulesResource | null;
}

/**
 * The storage.rules hook (filled in by the rules engine). Returns null to allow, or the denial message
 * to send back with 403. `owner` callers never reach it.
 */
export interface StorageAuthorizer {
  authorize(request: StorageRequest): Promise<string | null>;
}

export const allowAllStorage: StorageAuthorizer = {
  authorize: () => Promise.resolve(null),
};
