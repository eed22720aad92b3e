import protobuf from 'protobufjs';
import { ownField } from './proto-json.ts';

/**
 * Applies URL query parameters to a request object the way Google's HTTP transcoding does:
 * `mask.fieldPaths=a&mask.fieldPaths=b`, `currentDocument.exists=true`, `pageSize=10` (snake_case
 * too). Parameters that name no field of the request type (`key`, `$alt`, …) are ignored.
 */
export function applyQueryParams(
  type: protobuf.Type,
  target: Record<string, unknown>,
  params: URLSearchParams,
): void {
  for (const key of new Set(params.keys())) {
    const path = resolveFieldPath(type, key.split('.'));
    if (!path) continue;
    const values = params.getAll(key).map((raw) => typedParam(path.leaf, raw));
    let object = target;
    for (const field of path.parents) {
      const existing = object[field.name];
      if (existing !== null && typeof existing === 'object' && !Array.isArray(existing)) {
        object = existing as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> = {};
        object[field.name] = created;
        object = created;
      }
    }
    object[path.leaf.name] = path.leaf.repeated ? values : values.at(-1);
  }
}

interface ResolvedPath {
  parents: protobuf.Field[];
  leaf: protobuf.Field;
}

function resolveFieldPath(type: protobuf.Type, segments: string[]): ResolvedPath | undefined {
  const parents: protobuf.Field[] = [];
  let current: protobuf.Type = type;
  for (const [index, segment] of segments.entries()) {
    const field = ownField(current, segment) ?? ownField(current, protobuf.util.camelCase(segment));
    if (!field) return undefined;
    if (index === segments.length - 1) return { parents, leaf: field };
    if (!(field.resolvedType instanceof protobuf.Type) || field.repeated || field.map) return undefined;
    parents.push(field);
    current = field.resolvedType;
  }
  return undefined;
}

/** Query values are strings; booleans need converting, other scalars are parsed by the JSON codec. */
function typedParam(field: protobuf.Field, raw: string): unknown {
  if (field.type === 'bool') return raw === 'true' || raw === '1';
  return raw;
}
