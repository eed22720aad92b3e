import { isDocumentIdSchema } from '@parley/domain';

/** Where a field sits in a request: keys, and 0 for "an element of this array". */
export type FieldPath = (string | 0)[];

export interface StringField {
  path: FieldPath;
  /** The field is a document id (documentIdSchema), so a hostile id must be refused there. */
  documentId: boolean;
}

// The few parts of a zod schema's definition the walk reads (zod 4 keeps it in `_zod.def`).
interface Definition {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
}

const definitionOf = (schema: unknown): Definition => (schema as { _zod: { def: Definition } })._zod.def;

/**
 * Every string field of a request schema, through objects, arrays, unions and their optional,
 * nullable, default and pipe wrappers, each marked whether it is a document id. Lets the fuzz test
 * find a route's id fields from its schema, and notice an id field typed as a plain string.
 */
export function stringFields(schema: unknown, path: FieldPath = []): StringField[] {
  if (isDocumentIdSchema(schema)) return [{ path, documentId: true }];
  const definition = definitionOf(schema);
  const inner = (next: unknown) => stringFields(next, path);
  switch (definition.type) {
    case 'string':
      return [{ path, documentId: false }];
    case 'object':
      return Object.entries(definition.shape ?? {}).flatMap(([key, field]) =>
        stringFields(field, [...path, key]),
      );
    case 'array':
      return stringFields(definition.element, [...path, 0]);
    case 'union':
      return unique((definition.options ?? []).flatMap(inner));
    case 'intersection':
      return unique([...inner(definition.left), ...inner(definition.right)]);
    case 'pipe':
      return inner(definition.in);
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional: one inner schema.
      return definition.innerType === undefined ? [] : inner(definition.innerType);
  }
}

function unique(fields: StringField[]): StringField[] {
  const byPath = new Map(fields.map((field) => [field.path.join('.'), field]));
  return [...byPath.values()];
}

/** `{a: [{b: value}]}` for the path ['a', 0, 'b']: the smallest input putting `value` at `path`. */
export function inputWith(path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = inputWith(rest, value);
  return head === 0 ? [inner] : { [head]: inner };
}
