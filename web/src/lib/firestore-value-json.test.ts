import { describe, expect, it } from 'vitest';
import { decodeFieldsJson } from './firestore-value-json';

describe('decodeFieldsJson', () => {
  it('turns every Value kind into plain data, Timestamps into Dates, at any depth', () => {
    const data = decodeFieldsJson({
      name: { stringValue: 'Oliver' },
      isPublic: { booleanValue: true },
      addedCount: { integerValue: '42' },
      speed: { doubleValue: 1.25 },
      updatedAt: { timestampValue: { seconds: '1700000000', nanos: 500_000_000 } },
      createdAt: { timestampValue: '2024-01-02T03:04:05.678Z' },
      tags: { arrayValue: { values: [{ stringValue: 'turbo' }, { nullValue: 'NULL_VALUE' }] } },
      empty: { arrayValue: {} },
      settings: {
        mapValue: { fields: { nested: { mapValue: { fields: { on: { booleanValue: false } } } } } },
      },
      ref: { referenceValue: 'projects/p/databases/(default)/documents/voices/a' },
      bytes: { bytesValue: 'AQI=' },
      place: { geoPointValue: { latitude: 1, longitude: 2 } },
    });
    expect(data).toEqual({
      name: 'Oliver',
      isPublic: true,
      addedCount: 42,
      speed: 1.25,
      updatedAt: new Date(1_700_000_000_500),
      createdAt: new Date('2024-01-02T03:04:05.678Z'),
      tags: ['turbo', null],
      empty: [],
      settings: { nested: { on: false } },
      ref: 'projects/p/databases/(default)/documents/voices/a',
      bytes: new Uint8Array([1, 2]),
      place: { latitude: 1, longitude: 2 },
    });
  });

  it('reads missing fields as an empty object', () => {
    expect(decodeFieldsJson(undefined)).toEqual({});
    expect(decodeFieldsJson({ m: { mapValue: {} } })).toEqual({ m: {} });
  });
});
