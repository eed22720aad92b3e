import { invalidArgument } from './errors.ts';
import { utf8Length } from './utf8.ts';
import { GeoPoint, Reference, Timestamp, type MapValue, type Value } from './values.ts';

/**
 * Document storage size per Firestore's documented rules ("Storage size calculations"): the name
 * (sum of segment bytes + 1 each, + 16) + every field (name bytes + 1 + value size) + 32.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

function valueSize(value: Value): number {
  switch (typeof value) {
    case 'boolean':
      return 1;
    case 'bigint':
    case 'number':
      return 8;
    case 'string':
      return utf8Length(value) + 1;
    default:
      break;
  }
  if (value === null) return 1;
  if (value instanceof Timestamp) return 8;
  if (value instanceof Uint8Array) return value.length;
  if (value instanceof Reference) return nameSize(value.segments);
  if (value instanceof GeoPoint) return 16;
  if (Array.isArray(value)) return (value as readonly Value[]).reduce<number>((n, v) => n + valueSize(v), 0);
  return fieldsSize(value as MapValue);
}

function fieldsSize(fields: MapValue): number {
  let total = 0;
  for (const [key, value] of fields) total += utf8Length(key) + 1 + valueSize(value);
  return total;
}

function nameSize(segments: readonly string[]): number {
  return segments.reduce((n, s) => n + utf8Length(s) + 1, 16);
}

export function documentSize(path: string, fields: MapValue): number {
  return nameSize(path.split('/')) + fieldsSize(fields) + 32;
}

export function checkDocumentSize(name: string, path: string, fields: MapValue): void {
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document "${name}" cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  }
}
