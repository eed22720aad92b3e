import type { JsonObject, RequestContext, RpcError } from '../api.ts';
import { encodeValue } from './codec.ts';
import { sameFields } from './compare.ts';
import type { Change, EngineCore } from './core.ts';
import type { DatabaseState } from './database.ts';
import { StoredDoc, docJsonOrNull } from './document.ts';
import { alreadyExists, failedPrecondition, invalidArgument, notFound } from './errors.ts';
import { deletePath, getPath, setPath } from './field-path.ts';
import { splitName } from './paths.ts';
import { checkDocumentSize } from './size.ts';
import { publish } from './publish.ts';
import { formatTimestamp } from './time.ts';
import type { Transaction } from './transactions.ts';
import { applyTransforms } from './transforms.ts';
import { EMPTY_MAP, type MapValue } from './values.ts';
import type { ParsedWrite, Precondition } from './write-parse.ts';

export interface CommitResult {
  commitTime: bigint;
  writeResults: JsonObject[];
}

/**
 * Applies writes atomically with one commit time (docs/emulator.md#writes): every write is evaluated against
 * the state left by the previous ones; nothing is stored unless all preconditions, the transaction
 * check and the rules pass. Then the changes are stored, observers (Listen) see them synchronously, and
 * onCommit listeners get events — all before the caller gets its response.
 */
export function commitWrites(
  core: EngineCore,
  ctx: RequestContext,
  database: string,
  writes: readonly ParsedWrite[],
  transaction?: Transaction,
): CommitResult {
  const db = core.database(database);
  if (transaction) core.transactions.validate(transaction, (path) => db.get(path));
  const commitTime = core.clock.nextCommitTime();
  const overlay = new Map<string, StoredDoc | null>();
  const original = new Map<string, StoredDoc | null>();
  const stateOf = (path: string): StoredDoc | null =>
    overlay.has(path) ? (overlay.get(path) ?? null) : (db.get(path) ?? null);

  let preconditionError: RpcError | undefined;
  const writeResults: JsonObject[] = [];
  const deleted = new Set<string>();
  for (const write of writes) {
    const current = stateOf(write.path);
    if (!original.has(write.path)) original.set(write.path, current);
    rejectUpdateAfterDelete(write, deleted);
    preconditionError ??= checkPrecondition(write, current);
    const { next, result } = applyWrite(db, write, current, commitTime);
    overlay.set(write.path, next);
    writeResults.push(result);
  }

  if (core.checksRules(ctx)) authorize(core, ctx, db, writes, original, stateOf, commitTime);
  if (preconditionError) throw preconditionError;

  const changes: Change[] = [];
  for (const [path, after] of overlay) {
    const before = original.get(path) ?? null;
    if (after === before) continue;
    db.put(path, after, commitTime, true);
    changes.push({ path, before, after });
  }
  core.pruneHistory(db, commitTime);
  if (changes.length > 0) publish(core, database, changes, commitTime, true);
  return { commitTime, writeResults };
}

/**
 * The backend refuses a request that deletes a document and then requires it to exist: the request
 * contradicts itself, whatever is stored (docs/emulator.md#writes).
 */
function rejectUpdateAfterDelete(write: ParsedWrite, deleted: Set<string>): void {
  const precondition = write.precondition;
  if (precondition && 'exists' in precondition && precondition.exists && deleted.has(write.path)) {
    throw invalidArgument(
      `Invalid write: ${write.name} is deleted earlier in the same request and then required to exist`,
    );
  }
  if (write.kind === 'delete') deleted.add(write.path);
  else if (write.kind !== 'verify') deleted.delete(write.path);
}

function checkPrecondition(write: ParsedWrite, current: StoredDoc | null): RpcError | undefined {
  const precondition: Precondition | undefined = write.precondition;
  if (!precondition) return undefined;
  if ('exists' in precondition) {
    if (precondition.exists && !current) return notFound(`No document to update: ${write.name}`);
    if (!precondition.exists && current) return alreadyExists(`Document already exists: ${write.name}`);
    return undefined;
  }
  // A version mismatch (including "deleted since read") is FAILED_PRECONDITION, which web-SDK
  // transactions retry; NOT_FOUND would be permanent for them.
  if (!current || current.updateTime !== precondition.updateTime) {
    return failedPrecondition(
      `Failed precondition for ${write.name}: the stored version (${current ? formatTimestamp(current.updateTime) : 'missing'}) does not match the required base version (${formatTimestamp(precondition.updateTime)}).`,
    );
  }
  return undefined;
}

function applyWrite(
  db: DatabaseState,
  write: ParsedWrite,
  current: StoredDoc | null,
  commitTime: bigint,
): { next: StoredDoc | null; result: JsonObject } {
  // A delete's result has no update time; a verify changes nothing, so it reports the stored version.
  if (write.kind === 'delete') return { next: null, result: {} };
  if (write.kind === 'verify') {
    return { next: current, result: current ? { updateTime: formatTimestamp(current.updateTime) } : {} };
  }

  let fields: MapValue;
  if (write.kind === 'transform') fields = current?.fields ?? EMPTY_MAP;
  else if (write.mask)
    fields = applyMask(current?.fields ?? EMPTY_MAP, write.fields ?? EMPTY_MAP, write.mask);
  else fields = write.fields ?? EMPTY_MAP;

  let transformResults: JsonObject[] | undefined;
  if (write.transforms.length > 0) {
    const transformed = applyTransforms(fields, write.transforms, commitTime);
    fields = transformed.fields;
    transformResults = transformed.results.map(encodeValue);
  }
  checkDocumentSize(write.name, write.path, fields);

  const unchanged = current !== null && sameFields(current.fields, fields);
  const next = unchanged
    ? current
    : new StoredDoc(db.name, write.path, fields, current?.createTime ?? commitTime, commitTime);
  const result: JsonObject = { updateTime: formatTimestamp(next.updateTime) };
  if (transformResults) result.transformResults = transformResults;
  return { next, result };
}

/** Merge semantics: each mask path takes its value from the update, or is deleted when absent there. */
function applyMask(base: MapValue, update: MapValue, mask: ParsedWrite['mask'] & object): MapValue {
  let fields = base;
  for (const path of mask) {
    const value = getPath(update, path);
    fields = value === undefined ? deletePath(fields, path.segments) : setPath(fields, path.segments, value);
  }
  return fields;
}

function authorize(
  core: EngineCore,
  ctx: RequestContext,
  db: DatabaseState,
  writes: readonly ParsedWrite[],
  original: ReadonlyMap<string, StoredDoc | null>,
  stateOf: (path: string) => StoredDoc | null,
  commitTime: bigint,
): void {
  const requestTime = formatTimestamp(commitTime);
  const entries = writes.map((write) => {
    const before = original.get(write.path) ?? null;
    const after = stateOf(write.path);
    const kind =
      write.kind === 'verify' ? 'verify' : write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
    return {
      name: write.name,
      kind,
      before: docJsonOrNull(before),
      after: docJsonOrNull(after),
      requestTime,
    } as const;
  });
  const lookup = (name: string, after: boolean): JsonObject | null => {
    const { database, path } = splitName(name);
    if (database !== db.name) return docJsonOrNull(core.database(database).get(path));
    if (after) return docJsonOrNull(stateOf(path));
    return docJsonOrNull(original.has(path) ? original.get(path) : db.get(path));
  };
  core.authorizer.authorizeWrites(ctx, db.name, entries, lookup);
}
