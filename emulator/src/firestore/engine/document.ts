import type { JsonObject } from '../api.ts';
import { encodeFields } from './codec.ts';
import { projectFields, type FieldPath } from './field-path.ts';
import { formatTimestamp } from './time.ts';
import { Reference, type MapValue } from './values.ts';

/**
 * One stored version of a document. Immutable: a write produces a new StoredDoc, so a version can be
 * handed to listeners, transactions and history without copying, and its proto3 JSON form is built at
 * most once (on first read) and then served from cache.
 */
export class StoredDoc {
  private json: JsonObject | undefined;
  private reference: Reference | undefined;

  constructor(
    /** `projects/{p}/databases/{d}`: names echo the database the data lives in. */
    readonly database: string,
    /** Path below `/documents/`, e.g. `rooms/r1/messages/m1`. */
    readonly path: string,
    readonly fields: MapValue,
    readonly createTime: bigint,
    readonly updateTime: bigint,
  ) {}

  get name(): string {
    return `${this.database}/documents/${this.path}`;
  }

  /** The document key as a reference value (what `__name__` filters, orders and cursors compare). */
  get ref(): Reference {
    this.reference ??= new Reference(this.name, this.path.split('/'));
    return this.reference;
  }

  get segments(): readonly string[] {
    return this.ref.segments;
  }

  /**
   * The proto3 JSON Document, cached and shared by every response that carries this version. Callers
   * must not mutate it; the document and its `fields` object are frozen so a mutation fails loudly
   * instead of corrupting what later readers get.
   */
  toJson(): JsonObject {
    this.json ??= Object.freeze({
      name: this.name,
      fields: Object.freeze(encodeFields(this.fields)),
      createTime: formatTimestamp(this.createTime),
      updateTime: formatTimestamp(this.updateTime),
    });
    return this.json;
  }

  /** The Document restricted to a mask (DocumentMask / projection); uncached. */
  toMaskedJson(mask: readonly FieldPath[] | undefined): JsonObject {
    if (mask === undefined) return this.toJson();
    return {
      name: this.name,
      fields: encodeFields(projectFields(this.fields, mask)),
      createTime: formatTimestamp(this.createTime),
      updateTime: formatTimestamp(this.updateTime),
    };
  }
}

export function docJsonOrNull(doc: StoredDoc | null | undefined): JsonObject | null {
  return doc ? doc.toJson() : null;
}
