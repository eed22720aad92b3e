// Firestore's Value in its protobuf JSON form (as documents appear in a bundle or the REST API) turned
// into plain data: Timestamps become Dates, as timestampsToDates does for SDK snapshots, so domain
// schemas read both alike.

type ProtoTime = string | { seconds?: number | string; nanos?: number };

function timeToDate(time: ProtoTime): Date {
  if (typeof time === 'string') return new Date(time);
  return new Date(Number(time.seconds ?? 0) * 1000 + Math.floor((time.nanos ?? 0) / 1e6));
}

function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** One Firestore Value (`{ stringValue: 'x' }`, `{ mapValue: { fields } }`, …) as plain data. */
export function decodeValueJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if ('stringValue' in v) return v.stringValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return timeToDate(v.timestampValue as ProtoTime);
  if ('mapValue' in v) return decodeFieldsJson((v.mapValue as { fields?: unknown } | null)?.fields);
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: unknown[] } | null)?.values ?? [];
    return values.map(decodeValueJson);
  }
  if ('referenceValue' in v) return v.referenceValue;
  if ('bytesValue' in v) return base64ToBytes(String(v.bytesValue));
  if ('geoPointValue' in v) return v.geoPointValue;
  return null;
}

/** A document's or map's `fields` as a plain object. */
export function decodeFieldsJson(fields: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (typeof fields !== 'object' || fields === null) return data;
  for (const [key, value] of Object.entries(fields)) data[key] = decodeValueJson(value);
  return data;
}
