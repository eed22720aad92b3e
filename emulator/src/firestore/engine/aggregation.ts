import type { JsonObject, JsonValue } from '../api.ts';
import { encodeValue, setOwn } from './codec.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { FieldPath } from './field-path.ts';
import { fieldValue } from './filter.ts';
import { arrayField, field, isObject, objectField, requireString } from './json.ts';
import { INT64_MAX, INT64_MIN, type Value } from './values.ts';

/** count / sum / avg over a query's results (RunAggregationQuery; docs/emulator.md#reads-and-queries). */
export type Aggregation =
  | { alias: string; kind: 'count'; upTo: bigint | undefined }
  | { alias: string; kind: 'sum' | 'avg'; path: FieldPath };

/** The backend's limit on aggregations in one request. */
export const MAX_AGGREGATIONS = 5;

export function parseAggregations(structuredAggregationQuery: JsonObject): Aggregation[] {
  const seen = new Set<string>();
  const list = arrayField(structuredAggregationQuery, 'aggregations');
  if (list.length > MAX_AGGREGATIONS) {
    throw invalidArgument(
      `Invalid aggregation query: ${list.length} aggregations exceed the maximum number of aggregations allowed (${MAX_AGGREGATIONS})`,
    );
  }
  return list.map((json, i): Aggregation => {
    if (!isObject(json)) throw invalidArgument('Invalid aggregation');
    const alias =
      typeof field(json, 'alias') === 'string' ? (field(json, 'alias') as string) : `field_${i + 1}`;
    if (seen.has(alias)) throw invalidArgument(`Duplicate aggregation alias "${alias}"`);
    seen.add(alias);
    const count = objectField(json, 'count');
    if (count) {
      let upTo = field(count, 'upTo');
      if (isObject(upTo)) upTo = upTo.value;
      const limit = parseUpTo(upTo);
      if (limit !== undefined && limit <= 0n) throw invalidArgument('count.upTo must be greater than zero');
      return { alias, kind: 'count', upTo: limit };
    }
    for (const kind of ['sum', 'avg'] as const) {
      const spec = objectField(json, kind);
      if (!spec) continue;
      const fieldRef = objectField(spec, 'field');
      if (!fieldRef) throw invalidArgument(`The ${kind} aggregation needs a field`);
      return { alias, kind, path: FieldPath.parse(requireString(fieldRef, 'fieldPath')) };
    }
    throw invalidArgument(`Aggregation "${alias}" has no operator (count, sum or avg)`);
  });
}

function parseUpTo(upTo: JsonValue | undefined): bigint | undefined {
  if (upTo === undefined || upTo === null) return undefined;
  try {
    if (typeof upTo === 'string' || (typeof upTo === 'number' && Number.isInteger(upTo))) return BigInt(upTo);
  } catch {
    // fall through to the error below
  }
  throw invalidArgument(`Invalid count.upTo ${JSON.stringify(upTo)}: expected an int64`);
}

/**
 * The backend answers a request from one index over every field it sums or averages, so only documents
 * that have all of those fields (of any type) take part, in the count too, and before the query's
 * offset and limit: the query runs with these as required fields.
 */
export function aggregatedFields(aggregations: readonly Aggregation[]): FieldPath[] {
  return aggregations.flatMap((agg) => (agg.kind === 'count' ? [] : [agg.path]));
}

/** The aggregations over the query's results (which already have every aggregated field). */
export function aggregate(aggregations: readonly Aggregation[], docs: readonly StoredDoc[]): JsonObject {
  const out: JsonObject = {};
  for (const agg of aggregations) {
    let value: Value;
    if (agg.kind === 'count') {
      const n = BigInt(docs.length);
      value = agg.upTo !== undefined && n > agg.upTo ? agg.upTo : n;
    } else {
      const numbers = docs.map((d) => fieldValue(d, agg.path)).filter(isNumeric);
      value = agg.kind === 'sum' ? sum(numbers) : average(numbers);
    }
    setOwn(out, agg.alias, encodeValue(value));
  }
  return out;
}

function isNumeric(v: Value | undefined): v is number | bigint {
  return typeof v === 'number' || typeof v === 'bigint';
}

/** Integer while every operand is an integer and the total fits int64; otherwise a double. */
function sum(numbers: readonly (number | bigint)[]): number | bigint {
  if (numbers.every((n) => typeof n === 'bigint')) {
    const total = numbers.reduce<bigint>((a, b) => a + b, 0n);
    if (total >= INT64_MIN && total <= INT64_MAX) return total;
  }
  return numbers.reduce<number>((a, b) => a + Number(b), 0);
}

function average(numbers: readonly (number | bigint)[]): number | null {
  if (numbers.length === 0) return null;
  return numbers.reduce<number>((a, b) => a + Number(b), 0) / numbers.length;
}
