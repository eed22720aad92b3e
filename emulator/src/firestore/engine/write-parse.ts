import type { JsonObject, JsonValue } from '../api.ts';
import { decodeFields, decodeValue } from './codec.ts';
import { invalidArgument } from './errors.ts';
import { FieldPath } from './field-path.ts';
import { arrayField, enumField, field, isObject, objectField, stringField } from './json.ts';
import { parseDocumentName } from './paths.ts';
import { parseTimestamp } from './time.ts';
import type { MapValue, Value } from './values.ts';

/** A validated `Write` (docs/emulator.md#writes), including the legacy `transform` form. */
export interface ParsedWrite {
  kind: 'update' | 'delete' | 'verify' | 'transform';
  /** Full document name as the caller wrote it, and its path below `/documents/`. */
  name: string;
  path: string;
  /** `update.fields` (update writes). */
  fields: MapValue | undefined;
  /** `updateMask.fieldPaths`; undefined = replace the whole document. */
  mask: FieldPath[] | undefined;
  transforms: FieldTransform[];
  precondition: Precondition | undefined;
}

export type Precondition = { exists: boolean } | { updateTime: bigint };

export interface FieldTransform {
  path: FieldPath;
  kind: 'serverTime' | 'increment' | 'maximum' | 'minimum' | 'append' | 'remove';
  operand: Value;
}

export function parseWrite(json: JsonValue, database: string): ParsedWrite {
  if (!isObject(json)) throw invalidArgument('Invalid write: expected an object');
  const precondition = parsePrecondition(objectField(json, 'currentDocument'));
  const transforms = arrayField(json, 'updateTransforms').map(parseTransform);
  const update = objectField(json, 'update');
  if (update) {
    const name = stringField(update, 'name') ?? '';
    const { path } = parseDocumentName(name, database);
    const fields = decodeFields(field(update, 'fields'));
    validateFieldNames(fields);
    const maskJson = objectField(json, 'updateMask');
    const mask = maskJson ? arrayField(maskJson, 'fieldPaths').map(parseMaskPath) : undefined;
    return { kind: 'update', name, path, fields, mask, transforms, precondition };
  }
  const deleted = stringField(json, 'delete');
  if (deleted !== undefined) {
    const { path } = parseDocumentName(deleted, database);
    return {
      kind: 'delete',
      name: deleted,
      path,
      fields: undefined,
      mask: undefined,
      transforms,
      precondition,
    };
  }
  const verify = stringField(json, 'verify');
  if (verify !== undefined) {
    const { path } = parseDocumentName(verify, database);
    return {
      kind: 'verify',
      name: verify,
      path,
      fields: undefined,
      mask: undefined,
      transforms,
      precondition,
    };
  }
  const legacy = objectField(json, 'transform');
  if (legacy) {
    const name = stringField(legacy, 'document') ?? '';
    const { path } = parseDocumentName(name, database);
    const legacyTransforms = arrayField(legacy, 'fieldTransforms').map(parseTransform);
    return {
      kind: 'transform',
      name,
      path,
      fields: undefined,
      mask: undefined,
      transforms: [...legacyTransforms, ...transforms],
      precondition,
    };
  }
  throw invalidArgument('Invalid write: one of update, delete, verify or transform must be set');
}

function parseMaskPath(json: JsonValue): FieldPath {
  if (typeof json !== 'string') throw invalidArgument('Invalid updateMask.fieldPaths entry');
  return FieldPath.parse(json);
}

const RESERVED_FIELD = /^__.*__$/;

function validateFieldNames(fields: MapValue): void {
  for (const key of fields.keys()) {
    if (key === '') throw invalidArgument('Invalid document: a field name must not be empty');
    if (RESERVED_FIELD.test(key)) {
      throw invalidArgument(
        `Invalid document: field name "${key}" is reserved (names matching __.*__ are reserved)`,
      );
    }
  }
}

function parsePrecondition(json: JsonObject | undefined): Precondition | undefined {
  if (!json) return undefined;
  const exists = field(json, 'exists');
  if (exists !== undefined) return { exists: exists === true || exists === 'true' };
  const updateTime = field(json, 'updateTime');
  if (updateTime !== undefined)
    return { updateTime: parseTimestamp(updateTime, 'currentDocument.updateTime') };
  return undefined;
}

const SERVER_VALUES = ['SERVER_VALUE_UNSPECIFIED', 'REQUEST_TIME'];

function parseTransform(json: JsonValue): FieldTransform {
  if (!isObject(json)) throw invalidArgument('Invalid field transform');
  const pathString = stringField(json, 'fieldPath');
  if (pathString === undefined) throw invalidArgument('A field transform needs a fieldPath');
  const path = FieldPath.parse(pathString);
  if (field(json, 'setToServerValue') !== undefined) {
    if (enumField(json, 'setToServerValue', SERVER_VALUES) !== 'REQUEST_TIME') {
      throw invalidArgument('setToServerValue must be REQUEST_TIME');
    }
    return { path, kind: 'serverTime', operand: null };
  }
  for (const [key, kind] of [
    ['increment', 'increment'],
    ['maximum', 'maximum'],
    ['minimum', 'minimum'],
  ] as const) {
    const operand = field(json, key);
    if (operand === undefined) continue;
    const value = decodeValue(operand);
    if (typeof value !== 'number' && typeof value !== 'bigint') {
      throw invalidArgument(`The ${key} transform on "${path.canonical}" needs a numeric operand`);
    }
    return { path, kind, operand: value };
  }
  for (const [key, kind] of [
    ['appendMissingElements', 'append'],
    ['removeAllFromArray', 'remove'],
  ] as const) {
    const operand = objectField(json, key);
    if (operand === undefined) continue;
    return { path, kind, operand: decodeValue({ arrayValue: operand }) };
  }
  throw invalidArgument(`The field transform on "${path.canonical}" has no transform type set`);
}
