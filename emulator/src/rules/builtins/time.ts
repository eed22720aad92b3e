/** rules.Timestamp, rules.Duration and the `timestamp.` / `duration.` namespaces. */
import { fail } from '../errors.ts';
import { NANOS_PER_SECOND, RDuration, RTimestamp, type RValue } from '../values.ts';
import { arg, arity, asDuration, asInt, asString, type MethodTable } from './args.ts';
import { checkedInt } from './int64.ts';

const NANOS_PER_MILLI = 1_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;
// Range of rules timestamps: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
const MIN_NANOS = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_NANOS = 253_402_300_800n * NANOS_PER_SECOND - 1n;

/** Floor division, so instants before 1970 split into a whole second and a non-negative fraction. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function makeTimestamp(nanos: bigint): RTimestamp {
  if (nanos < MIN_NANOS || nanos > MAX_NANOS) fail('Timestamp out of range.');
  return new RTimestamp(nanos);
}

/** Parses RFC 3339 (`2024-01-02T03:04:05.123456789Z` or with an offset), keeping every fraction digit. */
export function parseTimestamp(text: string): RTimestamp | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(text);
  if (!match?.[1] || !match[3]) return null;
  const millis = Date.parse(`${match[1]}${match[3].toUpperCase()}`);
  if (Number.isNaN(millis)) return null;
  const fraction = BigInt((match[2] ?? '').padEnd(9, '0'));
  return new RTimestamp(BigInt(millis) * NANOS_PER_MILLI + fraction);
}

function utcDate(t: RTimestamp): Date {
  return new Date(Number(floorDiv(t.nanos, NANOS_PER_MILLI)));
}

function part(read: (date: Date, t: RTimestamp) => number | bigint) {
  return (t: RTimestamp, args: readonly RValue[]): RValue => {
    arity('timestamp method', args, 0);
    return BigInt(read(utcDate(t), t));
  };
}

function startOfDay(t: RTimestamp): bigint {
  return floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
}

export const timestampMethods: MethodTable<RTimestamp> = {
  year: part((d) => d.getUTCFullYear()),
  month: part((d) => d.getUTCMonth() + 1),
  day: part((d) => d.getUTCDate()),
  hours: part((d) => d.getUTCHours()),
  minutes: part((d) => d.getUTCMinutes()),
  seconds: part((d) => d.getUTCSeconds()),
  nanos: part((_d, t) => t.nanos - floorDiv(t.nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND),
  // Monday is 1 and Sunday 7 (ISO 8601).
  dayOfWeek: part((d) => ((d.getUTCDay() + 6) % 7) + 1),
  dayOfYear: part((d) => Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1),
  toMillis: part((_d, t) => floorDiv(t.nanos, NANOS_PER_MILLI)),
  date: (t, args) => {
    arity('date', args, 0);
    return new RTimestamp(startOfDay(t));
  },
  time: (t, args) => {
    arity('time', args, 0);
    return new RDuration(t.nanos - startOfDay(t));
  },
};

export const durationMethods: MethodTable<RDuration> = {
  seconds: (d, args) => {
    arity('seconds', args, 0);
    return d.nanos / NANOS_PER_SECOND;
  },
  nanos: (d, args) => {
    arity('nanos', args, 0);
    return d.nanos % NANOS_PER_SECOND;
  },
};

export const timestampNamespace: MethodTable<null> = {
  date: (_ns, args) => {
    arity('timestamp.date', args, 3);
    const [year, month, day] = [0, 1, 2].map((i) => Number(asInt('timestamp.date', arg(args, i))));
    const millis = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
    return makeTimestamp(BigInt(millis) * NANOS_PER_MILLI);
  },
  value: (_ns, args) => {
    arity('timestamp.value', args, 1);
    return makeTimestamp(checkedInt(asInt('timestamp.value', arg(args, 0)) * NANOS_PER_MILLI));
  },
};

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

export const durationNamespace: MethodTable<null> = {
  value: (_ns, args) => {
    arity('duration.value', args, 2);
    const unit = asString('duration.value', arg(args, 1));
    const scale = UNIT_NANOS[unit] ?? fail(`Unknown duration unit '${unit}' (use w, d, h, m, s, ms or ns).`);
    return new RDuration(checkedInt(asInt('duration.value', arg(args, 0)) * scale));
  },
  time: (_ns, args) => {
    arity('duration.time', args, 4);
    const [h, m, s, ns] = [0, 1, 2, 3].map((i) => asInt('duration.time', arg(args, i)));
    const total =
      (h ?? 0n) * 3600n * NANOS_PER_SECOND +
      (m ?? 0n) * 60n * NANOS_PER_SECOND +
      (s ?? 0n) * NANOS_PER_SECOND +
      (ns ?? 0n);
    return new RDuration(checkedInt(total));
  },
  abs: (_ns, args) => {
    arity('duration.abs', args, 1);
    const d = asDuration('duration.abs', arg(args, 0));
    return new RDuration(d.nanos < 0n ? -d.nanos : d.nanos);
  },
};
