import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  type WithFieldValue,
} from 'firebase/firestore';
import { z } from 'zod';

/** Thrown when a stored document does not match its domain schema: a bug to fix, never to hide. */
export class MalformedDocumentError extends Error {
  readonly path: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(path: string, error: z.ZodError) {
    super(`Malformed document ${path}:\n${z.prettifyError(error)}`);
    this.name = 'MalformedDocumentError';
    this.path = path;
    this.issues = error.issues;
  }
}

/**
 * Replaces every Firestore Timestamp (at any depth) with a Date, so domain schemas, which have no
 * Firebase import, see a value their `timestampSchema` accepts and screens get a real Date.
 */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, timestampsToDates(item)]),
    );
  }
  return value;
}

export interface ConverterOptions {
  /**
   * A field filled from the document id when the stored data lacks it (e.g. 'id' for t_orgs, 'uid' for
   * t_users), so a document written without its own id still parses.
   */
  idField?: string;
}

/**
 * A typed FirestoreDataConverter for one domain schema. Reads parse with the schema (defaults applied,
 * Timestamps as Dates) and throw MalformedDocumentError on a bad document. Writes pass through untouched,
 * so partial updates and FieldValues (serverTimestamp, arrayUnion) still work; security rules check them.
 *
 * Create one per collection at module level: reactfire caches listeners by path, so a converter made per
 * render would not re-subscribe but would be wasted work.
 */
export function converterFor<S extends z.ZodType>(
  schema: S,
  { idField }: ConverterOptions = {},
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore(model: WithFieldValue<z.output<S>>): DocumentData {
      return model as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): z.output<S> {
      const raw = timestampsToDates(snapshot.data(options)) as Record<string, unknown>;
      const data = idField && raw[idField] === undefined ? { ...raw, [idField]: snapshot.id } : raw;
      const result = schema.safeParse(data);
      if (!result.success) throw new MalformedDocumentError(snapshot.ref.path, result.error);
      return result.data;
    },
  };
}
