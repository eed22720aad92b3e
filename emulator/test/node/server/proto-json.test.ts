import { describe, expect, it } from 'vitest';
import { Code, RpcError } from '../../../src/firestore/api.ts';
import { jsonToMessage, messageToJson, normalizeJson } from '../../../src/server/proto-json.ts';
import { messageType } from '../../../src/server/protos.ts';
import { formatTimestamp, parseTimestamp } from '../../../src/server/well-known-json.ts';

const DB = 'projects/p/databases/(default)';

/** Encodes JSON to protobuf bytes and back, as a gRPC round trip does. */
function throughWire(typeName: string, json: unknown, enumsAsInts = false): unknown {
  const type = messageType(typeName);
  const bytes = type.encode(jsonToMessage(type, json)).finish();
  return messageToJson(type, type.decode(bytes), { enumsAsInts });
}

describe('protobuf ↔ proto3 JSON', () => {
  it('round-trips every Firestore value type through protobuf bytes', () => {
    const fields = {
      nil: { nullValue: null },
      yes: { booleanValue: true },
      no: { booleanValue: false },
      big: { integerValue: '-9223372036854775808' },
      zero: { integerValue: '0' },
      pi: { doubleValue: 3.14 },
      nan: { doubleValue: 'NaN' },
      inf: { doubleValue: 'Infinity' },
      ninf: { doubleValue: '-Infinity' },
      negzero: { doubleValue: '-0' },
      ts: { timestampValue: '2024-02-29T12:34:56.123456Z' },
      empty: { stringValue: '' },
      text: { stringValue: 'héllo 😀' },
      bytes: { bytesValue: 'AP8Q' },
      ref: { referenceValue: `${DB}/documents/a/b` },
      geo: { geoPointValue: { latitude: -45.5, longitude: 170.25 } },
      list: { arrayValue: { values: [{ integerValue: '1' }, { arrayValue: {} }] } },
      emptyList: { arrayValue: {} },
      map: { mapValue: { fields: { 'a.b': { stringValue: 'x' }, nested: { mapValue: {} } } } },
    };
    const doc = { name: `${DB}/documents/c/d`, fields };
    expect(throughWire('google.firestore.v1.Document', doc)).toEqual(doc);
  });

  it('keeps the SDK-only Write.verify member and its precondition', () => {
    const write = {
      verify: `${DB}/documents/c/d`,
      currentDocument: { updateTime: '2020-01-01T00:00:00.000001Z' },
    };
    expect(throughWire('google.firestore.v1.Write', write)).toEqual(write);
  });

  it('writes Int32Value wrappers (limit, expectedCount) as bare numbers', () => {
    const query = { structuredQuery: { from: [{ collectionId: 'c' }], limit: 7 }, parent: `${DB}/documents` };
    expect(throughWire('google.firestore.v1.RunQueryRequest', query)).toEqual(query);
    const listen = {
      database: DB,
      addTarget: { targetId: 2, expectedCount: 0, documents: { documents: ['x'] } },
    };
    expect(throughWire('google.firestore.v1.ListenRequest', listen)).toEqual(listen);
  });

  it('emits enums as names, or as numbers when asked', () => {
    const change = { targetChange: { targetChangeType: 'CURRENT', targetIds: [2], resumeToken: 'AQI=' } };
    expect(throughWire('google.firestore.v1.ListenResponse', change)).toEqual(change);
    expect(throughWire('google.firestore.v1.ListenResponse', change, true)).toEqual({
      targetChange: { targetChangeType: 3, targetIds: [2], resumeToken: 'AQI=' },
    });
  });

  it('omits unset oneof members and empty repeated fields instead of emitting nulls', () => {
    const json = throughWire('google.firestore.v1.BatchGetDocumentsResponse', {
      missing: `${DB}/documents/a/b`,
    });
    expect(json).toEqual({ missing: `${DB}/documents/a/b` });
    expect(Object.keys(json as object)).not.toContain('found');
  });

  it('normalises snake_case keys, numeric enums and numeric int64 input', () => {
    const request = {
      structured_query: {
        from: [{ collection_id: 'rooms', all_descendants: true }],
        where: { field_filter: { field: { field_path: 'n' }, op: 3, value: { integer_value: 5 } } },
        order_by: [{ field: { field_path: 'n' }, direction: 'DESCENDING' }],
      },
    };
    expect(normalizeJson(messageType('google.firestore.v1.RunQueryRequest'), request)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'rooms', allDescendants: true }],
        where: {
          fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN', value: { integerValue: '5' } },
        },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
      },
    });
  });

  it('accepts the JS SDK null form "NULL_VALUE" and answers null', () => {
    const value = normalizeJson(messageType('google.firestore.v1.Value'), { nullValue: 'NULL_VALUE' });
    expect(value).toEqual({ nullValue: null });
  });

  it('accepts url-safe base64 bytes and re-encodes them as standard base64', () => {
    const value = normalizeJson(messageType('google.firestore.v1.Value'), { bytesValue: '-_8' });
    expect(value).toEqual({ bytesValue: '+/8=' });
  });

  it('never mistakes Object.prototype members for schema fields or enum values', () => {
    const query = messageType('google.firestore.v1.StructuredQuery');
    expect(normalizeJson(query, { constructor: 1, toString: 'x', limit: 2 })).toEqual({ limit: 2 });
    expect(() => normalizeJson(query, { orderBy: [{ direction: 'constructor' }] })).toThrow(RpcError);
  });

  it.each([
    ['a timestamp without zone', { timestampValue: '2020-01-01T00:00:00' }],
    ['a non-integer int64', { integerValue: '1.5' }],
    ['a string where a boolean belongs', { booleanValue: 'yes' }],
    ['a non-object message', 'hello'],
  ])('rejects %s with INVALID_ARGUMENT', (_label, json) => {
    let caught: unknown;
    try {
      normalizeJson(messageType('google.firestore.v1.Value'), json);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RpcError);
    expect((caught as RpcError).code).toBe(Code.INVALID_ARGUMENT);
  });
});

describe('Timestamp JSON', () => {
  it.each([
    [0, 0, '1970-01-01T00:00:00Z'],
    [1, 500_000_000, '1970-01-01T00:00:01.500Z'],
    [1, 123_456_000, '1970-01-01T00:00:01.123456Z'],
    [1, 123_456_789, '1970-01-01T00:00:01.123456789Z'],
    [-62135596800, 0, '0001-01-01T00:00:00Z'],
    [253402300799, 999_999_000, '9999-12-31T23:59:59.999999Z'],
    [-1, 0, '1969-12-31T23:59:59Z'],
  ])('formats %i s %i ns as %s and parses it back', (seconds, nanos, text) => {
    expect(formatTimestamp(seconds, nanos)).toBe(text);
    expect(parseTimestamp(text)).toEqual({ seconds: String(seconds), nanos });
  });

  it('converts zone offsets on input to UTC', () => {
    expect(parseTimestamp('2020-01-01T01:00:00+01:00')).toEqual({ seconds: '1577836800', nanos: 0 });
  });
});
