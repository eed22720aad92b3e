import type { JsonValue } from '../api.ts';
import { invalidArgument } from './errors.ts';

/**
 * Timestamps inside the engine are microseconds since the epoch as bigint: Firestore's precision, exact,
 * and cheap to compare. On the wire they are RFC 3339 strings ending in `Z` (the JS SDK rejects offsets).
 */

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?([Zz]|[+-]\d\d:\d\d)$/;
/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999Z, Firestore's timestamp range. */
const MIN_MICROS = -62135596800000000n;
const MAX_MICROS = 253402300799999999n;

/** Parses a proto3 JSON Timestamp (also `{seconds, nanos}` objects), truncating to microseconds. */
export function parseTimestamp(input: JsonValue | undefined, what = 'timestamp'): bigint {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const seconds = toBigInt(input.seconds);
    const nanos = toBigInt(input.nanos);
    return checkRange(seconds * 1_000_000n + nanos / 1000n, what);
  }
  if (typeof input !== 'string') throw invalidArgument(`Invalid ${what}: expected an RFC 3339 string`);
  const m = RFC3339.exec(input);
  if (!m) throw invalidArgument(`Invalid ${what} "${input}": expected RFC 3339, e.g. 2024-01-01T00:00:00Z`);
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), 0);
  const millis = date.getTime();
  if (Number.isNaN(millis) || date.getUTCDate() !== Number(d))
    throw invalidArgument(`Invalid ${what} "${input}"`);
  let offsetMinutes = 0;
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  }
  const micros = (frac + '000000').slice(0, 6);
  const total = (BigInt(millis) - BigInt(offsetMinutes * 60_000)) * 1000n + BigInt(Number(micros));
  return checkRange(total, what);
}

function toBigInt(part: JsonValue | undefined): bigint {
  if (typeof part === 'number' || typeof part === 'string') return BigInt(part);
  return 0n;
}

function checkRange(micros: bigint, what: string): bigint {
  if (micros < MIN_MICROS || micros > MAX_MICROS) {
    throw invalidArgument(`Invalid ${what}: out of range (years 0001 to 9999)`);
  }
  return micros;
}

/** Formats microseconds as RFC 3339 with exactly six fraction digits and `Z`. */
export function formatTimestamp(micros: bigint): string {
  let seconds = micros / 1_000_000n;
  let rest = micros % 1_000_000n;
  if (rest < 0n) {
    rest += 1_000_000n;
    seconds -= 1n;
  }
  const iso = new Date(Number(seconds) * 1000).toISOString(); // yyyy-mm-ddThh:mm:ss.000Z
  const year = iso.startsWith('+') || iso.startsWith('-') ? iso.slice(3, 7) : iso.slice(0, 4);
  const body = iso.startsWith('+') || iso.startsWith('-') ? iso.slice(7, 19) : iso.slice(4, 19);
  return `${year}${body}.${rest.toString().padStart(6, '0')}Z`;
}

/** The default clock: wall time in microseconds (sub-millisecond from the high-resolution timer). */
export function wallClockMicros(): bigint {
  return BigInt(Math.floor((performance.timeOrigin + performance.now()) * 1000));
}

/**
 * The one global commit clock (docs/emulator.md#commit-clock). Commit times strictly increase; read times
 * never go backwards and are pushed into the past of every later commit, so "everything committed at or
 * before readTime" is exactly what a read at readTime saw.
 */
export class CommitClock {
  private last = 0n;

  constructor(private readonly source: () => bigint = wallClockMicros) {}

  /** A fresh commit time: max(now, last + 1µs). */
  nextCommitTime(): bigint {
    const now = this.source();
    this.last = now > this.last ? now : this.last + 1n;
    return this.last;
  }

  /** A read time: max(now, last); later commits get strictly greater times. */
  readTime(): bigint {
    const now = this.source();
    if (now > this.last) this.last = now;
    return this.last;
  }

  /** The latest time handed out, without advancing. */
  latest(): bigint {
    return this.last;
  }

  /** After an import: never hand out a time at or below times already stored. */
  advanceTo(micros: bigint): void {
    if (micros > this.last) this.last = micros;
  }
}
