import type { Caller } from '../firestore/api.ts';
import type { StorageAuthorizer, StorageRequest } from './authorizer.ts';
import { toRulesResource } from './metadata-json.ts';
import type { StorageStore } from './store.ts';
import type { StoredObject } from './stored-object.ts';
import type { UploadSessions } from './upload-sessions.ts';

/** What every API handler shares: the store, resumable sessions and the current rules hook. */
export interface StorageContext {
  store: StorageStore;
  uploads: UploadSessions;
  authorizer: StorageAuthorizer;
}

/**
 * Applies storage.rules to one v0 request: owners bypass rules (docs/emulator.md#authentication); otherwise
 * the authorizer decides. Returns the denial message, or null to allow. A failing authorizer denies (rules
 * errors deny), naming the error.
 */
export async function checkRules(
  ctx: StorageContext,
  caller: Caller,
  request: Omit<StorageRequest, 'caller'>,
): Promise<string | null> {
  if (caller.kind === 'owner') return null;
  try {
    return await ctx.authorizer.authorize({ ...request, caller });
  } catch (error) {
    return `Permission denied. Rules evaluation failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * checkRules for a request on one object: `resource` is the stored object (null when there is none),
 * `request.resource` the object the request would leave (null for reads and deletes).
 */
export function checkObjectRules(
  ctx: StorageContext,
  target: { bucket: string; name: string; caller: Caller },
  method: StorageRequest['method'],
  existing: StoredObject | undefined,
  candidate: StoredObject | null = null,
): Promise<string | null> {
  return checkRules(ctx, target.caller, {
    method,
    bucket: target.bucket,
    path: target.name,
    resource: existing ? toRulesResource(existing) : null,
    requestResource: candidate ? toRulesResource(candidate) : null,
  });
}
