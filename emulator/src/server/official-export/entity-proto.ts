import protobuf from 'protobufjs';
import type { JsonObject, JsonValue } from '../../firestore/api.ts';
import { formatTimestamp } from '../well-known-json.ts';

/**
 * Decodes the Datastore `EntityProto` records of an official Firestore export into proto3 JSON documents
 * (docs/emulator.md#importing-an-official-export). Only the members Firestore writes are read; others
 * are skipped by wire type.
 *
 *   EntityProto { key: Reference = 13; property = 14 (repeated); raw_property = 15 (repeated) }
 *   Reference   { app = 13; name_space = 20; path: Path = 14 }
 *   Path        { group Element = 1 { type = 2; id = 3; name = 4 } }
 *   Property    { meaning = 1; name = 3; multiple = 4; value: PropertyValue = 5 }
 *   PropertyValue { int64 = 1; bool = 2; string/bytes = 3; double = 4 (fixed64);
 *                   group Point = 5 { x = 6; y = 7 };
 *                   group Reference = 12 { app = 13; name_space = 20; group PathElement = 14 { type = 15; id = 16; name = 17 } } }
 *
 * How Firestore values map onto properties: a map is an embedded EntityProto (meaning ENTITY_PROTO), an
 * array is one property per element with `multiple` set (an empty one has meaning EMPTY_LIST), a
 * timestamp is int64 microseconds (meaning GD_WHEN), bytes are the string member (meaning BYTESTRING or
 * BLOB), a geo point is the point group (latitude x, longitude y), null is a property with no value.
 */
const MEANING = { GD_WHEN: 7, BLOB: 14, BYTESTRING: 16, ENTITY_PROTO: 19, EMPTY_LIST: 24 };

const WIRE = { VARINT: 0, FIXED64: 1, BYTES: 2, START_GROUP: 3, END_GROUP: 4, FIXED32: 5 };

export interface DecodedDocument {
  /** Path below `/documents/`: collection and document ids alternating. */
  path: string;
  fields: JsonObject;
}

interface PathElement {
  type: string;
  id: bigint | undefined;
  name: string | undefined;
}

interface Property {
  meaning: number;
  name: string;
  multiple: boolean;
  value: PropertyValue;
}

type PropertyValue =
  | { kind: 'null' }
  | { kind: 'int'; value: bigint }
  | { kind: 'bool'; value: boolean }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'double'; value: number }
  | { kind: 'point'; x: number; y: number }
  | { kind: 'reference'; path: PathElement[] };

/** One export record as a document of `database` (`projects/{p}/databases/{d}`). */
export function decodeEntity(record: Uint8Array, database: string): DecodedDocument {
  const { key, properties } = readEntity(record);
  if (!key || key.length === 0) throw new Error('An exported entity has no key');
  return { path: elementsToPath(key), fields: propertiesToFields(properties, database) };
}

function readEntity(bytes: Uint8Array): { key: PathElement[] | undefined; properties: Property[] } {
  const reader = protobuf.Reader.create(bytes);
  let key: PathElement[] | undefined;
  const properties: Property[] = [];
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const fieldNo = tag >>> 3;
    if (fieldNo === 13 && (tag & 7) === WIRE.BYTES) key = readReference(reader.bytes());
    else if ((fieldNo === 14 || fieldNo === 15) && (tag & 7) === WIRE.BYTES) {
      properties.push(readProperty(reader.bytes()));
    } else reader.skipType(tag & 7);
  }
  return { key, properties };
}

function readReference(bytes: Uint8Array): PathElement[] {
  const reader = protobuf.Reader.create(bytes);
  let path: PathElement[] = [];
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag >>> 3 === 14 && (tag & 7) === WIRE.BYTES) path = readPath(reader.bytes());
    else reader.skipType(tag & 7);
  }
  return path;
}

function readPath(bytes: Uint8Array): PathElement[] {
  const reader = protobuf.Reader.create(bytes);
  const elements: PathElement[] = [];
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag >>> 3 === 1 && (tag & 7) === WIRE.START_GROUP) elements.push(readElement(reader, 1, 2, 3, 4));
    else reader.skipType(tag & 7);
  }
  return elements;
}

/** A path element group: its type, id and name members have different numbers in Path and references. */
function readElement(
  reader: protobuf.Reader,
  group: number,
  typeNo: number,
  idNo: number,
  nameNo: number,
): PathElement {
  const element: PathElement = { type: '', id: undefined, name: undefined };
  for (;;) {
    const tag = reader.uint32();
    const wire = tag & 7;
    const no = tag >>> 3;
    if (wire === WIRE.END_GROUP && no === group) return element;
    if (no === typeNo && wire === WIRE.BYTES) element.type = reader.string();
    else if (no === idNo && wire === WIRE.VARINT) element.id = readInt64(reader);
    else if (no === nameNo && wire === WIRE.BYTES) element.name = reader.string();
    else reader.skipType(wire);
  }
}

function readProperty(bytes: Uint8Array): Property {
  const reader = protobuf.Reader.create(bytes);
  const property: Property = { meaning: 0, name: '', multiple: false, value: { kind: 'null' } };
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const no = tag >>> 3;
    const wire = tag & 7;
    if (no === 1 && wire === WIRE.VARINT) property.meaning = reader.int32();
    else if (no === 3 && wire === WIRE.BYTES) property.name = reader.string();
    else if (no === 4 && wire === WIRE.VARINT) property.multiple = reader.bool();
    else if (no === 5 && wire === WIRE.BYTES) property.value = readPropertyValue(reader.bytes());
    else reader.skipType(wire);
  }
  return property;
}

function readPropertyValue(bytes: Uint8Array): PropertyValue {
  const reader = protobuf.Reader.create(bytes);
  let value: PropertyValue = { kind: 'null' };
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const no = tag >>> 3;
    const wire = tag & 7;
    if (no === 1 && wire === WIRE.VARINT) value = { kind: 'int', value: readInt64(reader) };
    else if (no === 2 && wire === WIRE.VARINT) value = { kind: 'bool', value: reader.bool() };
    else if (no === 3 && wire === WIRE.BYTES) value = { kind: 'bytes', value: reader.bytes() };
    else if (no === 4 && wire === WIRE.FIXED64) value = { kind: 'double', value: reader.double() };
    else if (no === 5 && wire === WIRE.START_GROUP) value = readPoint(reader);
    else if (no === 12 && wire === WIRE.START_GROUP) value = readReferenceValue(reader);
    else reader.skipType(wire);
  }
  return value;
}

function readPoint(reader: protobuf.Reader): PropertyValue {
  const point = { kind: 'point' as const, x: 0, y: 0 };
  for (;;) {
    const tag = reader.uint32();
    const no = tag >>> 3;
    const wire = tag & 7;
    if (wire === WIRE.END_GROUP && no === 5) return point;
    if (no === 6 && wire === WIRE.FIXED64) point.x = reader.double();
    else if (no === 7 && wire === WIRE.FIXED64) point.y = reader.double();
    else reader.skipType(wire);
  }
}

function readReferenceValue(reader: protobuf.Reader): PropertyValue {
  const path: PathElement[] = [];
  for (;;) {
    const tag = reader.uint32();
    const no = tag >>> 3;
    const wire = tag & 7;
    if (wire === WIRE.END_GROUP && no === 12) return { kind: 'reference', path };
    if (no === 14 && wire === WIRE.START_GROUP) path.push(readElement(reader, 14, 15, 16, 17));
    else reader.skipType(wire);
  }
}

/** A varint read as a signed 64-bit integer, exactly (without protobufjs's optional Long). */
function readInt64(reader: protobuf.Reader): bigint {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    if (reader.pos >= reader.len) throw new Error('Truncated varint in an exported entity');
    const byte = reader.buf[reader.pos++] as number;
    result |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return BigInt.asIntN(64, result);
    shift += 7n;
  }
}

/** Numeric ids are Firestore's `__id<n>__` document ids. */
function elementsToPath(elements: readonly PathElement[]): string {
  return elements.flatMap((e) => [e.type, e.name ?? (e.id !== undefined ? `__id${e.id}__` : '')]).join('/');
}

function propertiesToFields(properties: readonly Property[], database: string): JsonObject {
  const fields: JsonObject = {};
  for (const property of properties) {
    const value = propertyToValue(property, database);
    const existing = fields[property.name] as JsonObject | undefined;
    if (property.meaning === MEANING.EMPTY_LIST) {
      fields[property.name] = { arrayValue: {} };
    } else if (property.multiple) {
      const values = (existing?.arrayValue as { values?: JsonValue[] } | undefined)?.values ?? [];
      fields[property.name] = { arrayValue: { values: [...values, value] } };
    } else {
      fields[property.name] = value;
    }
  }
  return fields;
}

function propertyToValue({ meaning, value }: Property, database: string): JsonObject {
  switch (value.kind) {
    case 'null':
      return { nullValue: null };
    case 'bool':
      return { booleanValue: value.value };
    case 'double':
      return { doubleValue: doubleJson(value.value) };
    case 'point':
      return { geoPointValue: { latitude: value.x, longitude: value.y } };
    case 'reference':
      return { referenceValue: `${database}/documents/${elementsToPath(value.path)}` };
    case 'int':
      if (meaning === MEANING.GD_WHEN) return { timestampValue: microsToTimestamp(value.value) };
      return { integerValue: value.value.toString() };
    case 'bytes':
      if (meaning === MEANING.ENTITY_PROTO) {
        const { properties } = readEntity(value.value);
        return { mapValue: { fields: propertiesToFields(properties, database) } };
      }
      if (meaning === MEANING.BYTESTRING || meaning === MEANING.BLOB) {
        return { bytesValue: Buffer.from(value.value).toString('base64') };
      }
      return { stringValue: Buffer.from(value.value).toString('utf8') };
  }
}

function doubleJson(n: number): number | string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return Object.is(n, -0) ? '-0' : n;
}

function microsToTimestamp(micros: bigint): string {
  const seconds = micros / 1_000_000n - (micros % 1_000_000n < 0n ? 1n : 0n);
  const rest = micros - seconds * 1_000_000n;
  return formatTimestamp(Number(seconds), Number(rest) * 1000);
}
