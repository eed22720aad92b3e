import type { JsonObject } from '../api.ts';
import { decodeValue } from './codec.ts';
import { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { FieldPath, getPath, setPath } from './field-path.ts';
import { enumField, field, int32Field, isObject, objectField, requireString, stringField } from './json.ts';
import { isMap, isVector, type Value } from './values.ts';

/**
 * StructuredQuery.findNearest (vector search): after the filters, the `limit` documents whose vector
 * field (same dimension as the query vector) is nearest, by EUCLIDEAN / COSINE distance (ascending) or
 * DOT_PRODUCT (descending), optionally cut by a threshold and reporting the distance in a field.
 */
export interface NearestSpec {
  path: FieldPath;
  vector: number[];
  measure: 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
  limit: number;
  resultField: FieldPath | undefined;
  threshold: number | undefined;
}

const MEASURES = ['DISTANCE_MEASURE_UNSPECIFIED', 'EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];

export function parseFindNearest(json: JsonObject): NearestSpec {
  const vectorField = objectField(json, 'vectorField');
  if (!vectorField) throw invalidArgument('findNearest needs a vectorField');
  const path = FieldPath.parse(requireString(vectorField, 'fieldPath'));
  const vector = vectorOf(decodeValue(field(json, 'queryVector')));
  if (!vector || vector.length === 0 || vector.length > 2048) {
    throw invalidArgument('findNearest.queryVector must be a vector value of 1 to 2048 dimensions');
  }
  const measure = enumField(json, 'distanceMeasure', MEASURES);
  if (measure !== 'EUCLIDEAN' && measure !== 'COSINE' && measure !== 'DOT_PRODUCT') {
    throw invalidArgument('findNearest.distanceMeasure must be EUCLIDEAN, COSINE or DOT_PRODUCT');
  }
  const limit = int32Field(json, 'limit');
  if (limit === undefined || limit <= 0 || limit > 1000) {
    throw invalidArgument('findNearest.limit must be a positive integer of no more than 1000');
  }
  const resultName = stringField(json, 'distanceResultField');
  let threshold = field(json, 'distanceThreshold');
  if (isObject(threshold)) threshold = threshold.value;
  if (threshold !== undefined && typeof threshold !== 'number') {
    throw invalidArgument('findNearest.distanceThreshold must be a number');
  }
  return {
    path,
    vector,
    measure,
    limit,
    resultField: resultName ? FieldPath.parse(resultName) : undefined,
    threshold,
  };
}

/** The numbers of a vector value (`{__type__: "__vector__", value: [...]}`), else undefined. */
function vectorOf(value: Value | undefined): number[] | undefined {
  if (!isMap(value) || !isVector(value)) return undefined;
  const items = value.get('value');
  if (!Array.isArray(items)) return undefined;
  const numbers: number[] = [];
  for (const item of items as readonly Value[]) {
    if (typeof item !== 'number' && typeof item !== 'bigint') return undefined;
    numbers.push(Number(item));
  }
  return numbers;
}

function distance(measure: NearestSpec['measure'], a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  let squares = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
    squares += (x - y) * (x - y);
  }
  if (measure === 'EUCLIDEAN') return Math.sqrt(squares);
  if (measure === 'DOT_PRODUCT') return dot;
  return 1 - dot / (Math.sqrt(normA) * Math.sqrt(normB));
}

/** Ranks already-filtered documents; with a result field, returns copies carrying the distance. */
export function nearest(docs: readonly StoredDoc[], spec: NearestSpec): StoredDoc[] {
  const higherIsCloser = spec.measure === 'DOT_PRODUCT';
  const ranked: { doc: StoredDoc; distance: number }[] = [];
  for (const doc of docs) {
    const vector = vectorOf(getPath(doc.fields, spec.path));
    if (vector?.length !== spec.vector.length) continue;
    const d = distance(spec.measure, spec.vector, vector);
    if (Number.isNaN(d)) continue;
    if (spec.threshold !== undefined && (higherIsCloser ? d < spec.threshold : d > spec.threshold)) continue;
    ranked.push({ doc, distance: d });
  }
  ranked.sort((x, y) => (higherIsCloser ? y.distance - x.distance : x.distance - y.distance));
  return ranked.slice(0, spec.limit).map(({ doc, distance: d }) => {
    if (!spec.resultField) return doc;
    const fields = setPath(doc.fields, spec.resultField.segments, d);
    return new StoredDoc(doc.database, doc.path, fields, doc.createTime, doc.updateTime);
  });
}
