/** Test helpers: rules fixtures, Firestore JSON builders and a one-expression evaluator. */
import { Code, RpcError, type JsonObject, type JsonValue, type RequestContext } from '../../firestore/api.ts';
import { compileRuleset, type Ruleset } from '../compile.ts';
import { RulesError } from '../errors.ts';
import { Budget, Evaluator, type DocumentReader } from '../evaluator.ts';
import { createFirestoreAuthorizer } from '../firestore-authorizer.ts';
import { formatIssues } from '../issues.ts';
import { parseExpression } from '../parser.ts';
import { Scope } from '../scope.ts';
import type { RValue } from '../values.ts';

export const PROJECT = 'demo-project';
export const DATABASE = `projects/${PROJECT}/databases/(default)`;

/** A float in test data (plain JS numbers that are whole become ints). */
export class Float {
  constructor(readonly value: number) {}
}

/** A reference value in test data. */
export class Ref {
  constructor(readonly path: string) {}
}

/** Plain test data → Firestore proto3 JSON value. */
export function toValue(value: unknown): JsonObject {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Float) return { doubleValue: value.value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof Uint8Array) return { bytesValue: Buffer.from(value).toString('base64') };
  if (value instanceof Ref) return { referenceValue: `${DATABASE}/documents/${value.path}` };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
}

export function toFields(data: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)]));
}

/** A proto3 JSON Document at `path` (relative to the database's documents). */
export function doc(path: string, data: Record<string, unknown>): JsonObject {
  return {
    name: `${DATABASE}/documents/${path}`,
    fields: toFields(data),
    createTime: '2024-01-01T00:00:00Z',
    updateTime: '2024-01-01T00:00:00Z',
  };
}

export function user(uid: string, claims: Record<string, unknown> = {}): RequestContext {
  return { caller: { kind: 'user', uid, token: { sub: uid, user_id: uid, ...claims } } };
}

export const anonymous: RequestContext = { caller: { kind: 'anonymous' } };
export const owner: RequestContext = { caller: { kind: 'owner' } };

export function compileOk(content: string, name = 'firestore.rules'): Ruleset {
  const { ruleset, issues } = compileRuleset([{ name, content }]);
  if (!ruleset) throw new Error(`rules did not compile:\n${formatIssues(issues)}`);
  return ruleset;
}

/** Wraps match blocks in the usual firestore.rules boilerplate. */
export function firestoreRules(body: string): string {
  return `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;
}

/** 'allowed', or the PERMISSION_DENIED message; anything else thrown fails the test. */
function outcome(run: () => void): string {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof RpcError && error.code === Code.PERMISSION_DENIED) return `denied: ${error.message}`;
    throw error;
  }
}

export type WriteKind = 'create' | 'update' | 'delete' | 'verify';

/** A database of documents and an authorizer over some rules, with one call per kind of request. */
export class RulesFixture {
  readonly documents = new Map<string, JsonObject>();
  readonly authorizer;

  constructor(rulesText: string | null) {
    const ruleset = rulesText === null ? null : compileOk(rulesText);
    this.authorizer = createFirestoreAuthorizer(
      () => ruleset,
      (name) => this.documents.get(name) ?? null,
    );
  }

  put(path: string, data: Record<string, unknown>): this {
    this.documents.set(`${DATABASE}/documents/${path}`, doc(path, data));
    return this;
  }

  get(ctx: RequestContext, path: string): string {
    const name = `${DATABASE}/documents/${path}`;
    return outcome(() => {
      this.authorizer.authorizeGet(ctx, DATABASE, name, this.documents.get(name) ?? null);
    });
  }

  /** A query on `collectionPath` (e.g. 'users' or 'users/alice/posts'); `query` adds where/limit/orderBy. */
  list(ctx: RequestContext, collectionPath: string, query: JsonObject = {}, allDescendants = false): string {
    const segments = collectionPath.split('/');
    const collectionId = segments.pop() ?? '';
    const parent = [`${DATABASE}/documents`, ...segments].join('/');
    return outcome(() => {
      this.authorizer.authorizeList(ctx, DATABASE, parent, {
        from: [{ collectionId, ...(allDescendants ? { allDescendants: true } : {}) }],
        ...query,
      });
    });
  }

  /**
   * One commit. Each write gives the document data after the write (null for delete); `before` is
   * taken from the fixture, and getAfter sees every write of the commit applied.
   */
  commit(
    ctx: RequestContext,
    writes: { path: string; kind: WriteKind; data?: Record<string, unknown> | null }[],
    requestTime = '2024-05-01T12:00:00.123456Z',
  ): string {
    const afterState = new Map(this.documents);
    const entries = writes.map((w) => {
      const name = `${DATABASE}/documents/${w.path}`;
      const after = w.kind === 'delete' || !w.data ? null : doc(w.path, w.data);
      if (w.kind === 'delete') afterState.delete(name);
      else if (after) afterState.set(name, after);
      return { name, kind: w.kind, before: this.documents.get(name) ?? null, after, requestTime };
    });
    return outcome(() => {
      this.authorizer.authorizeWrites(
        ctx,
        DATABASE,
        entries,
        (name, after) => (after ? afterState.get(name) : this.documents.get(name)) ?? null,
      );
    });
  }

  /** A single write whose kind follows from whether the document exists (as the engine classifies). */
  set(ctx: RequestContext, path: string, data: Record<string, unknown>): string {
    const exists = this.documents.has(`${DATABASE}/documents/${path}`);
    return this.commit(ctx, [{ path, kind: exists ? 'update' : 'create', data }]);
  }

  delete(ctx: RequestContext, path: string): string {
    return this.commit(ctx, [{ path, kind: 'delete' }]);
  }
}

/** Structured-query filter builders (proto3 JSON). */
export const where = {
  field(field: string, op: string, value: unknown): JsonObject {
    return { fieldFilter: { field: { fieldPath: field }, op, value: toValue(value) as JsonValue } };
  },
  unary(field: string, op: string): JsonObject {
    return { unaryFilter: { field: { fieldPath: field }, op } };
  },
  and(...filters: JsonObject[]): JsonObject {
    return { compositeFilter: { op: 'AND', filters } };
  },
  or(...filters: JsonObject[]): JsonObject {
    return { compositeFilter: { op: 'OR', filters } };
  },
};

export const EVAL_ERROR = Symbol('rules error');

/**
 * Evaluates one expression with optional variables; returns the value, or EVAL_ERROR for a rules
 * error. `reader` serves get()/exists().
 */
export function evaluate(
  text: string,
  variables: Record<string, RValue> = {},
  reader: DocumentReader | null = null,
): RValue | typeof EVAL_ERROR {
  const evaluator = new Evaluator({
    service: 'cloud.firestore',
    globals: new Map(Object.entries(variables)),
    documents: reader,
    budget: new Budget(),
    debug: () => undefined,
  });
  try {
    return evaluator.evaluate(parseExpression(text), new Scope(null, new Map()));
  } catch (error) {
    if (error instanceof RulesError) return EVAL_ERROR;
    throw error;
  }
}
