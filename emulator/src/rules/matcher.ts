/**
 * Path matching (docs/emulator.md#rules-path-matching): every match block whose full pattern matches the
 * request path contributes its allow statements (any true allow grants). A request path segment may be
 * symbolic for queries: ONE_UNKNOWN is a document id the query does not fix, ANY_DEPTH stands for the zero or
 * more segments between a collection-group query's parent and its collection. A pattern matches a
 * symbolic path only if it matches every concrete path it stands for.
 */
import type { AllowNode, MatchSegmentNode } from './ast.ts';
import type { CompiledScope } from './compile.ts';
import { Scope } from './scope.ts';
import { RPath, Unknown, type RValue } from './values.ts';

export const ANY_DEPTH = Symbol('any depth');
export type RequestSegment = string | Unknown | typeof ANY_DEPTH;

export interface MatchedBlock {
  allows: readonly AllowNode[];
  /** Wildcard bindings and functions of this block and every enclosing one. */
  scope: Scope;
}

type Bindings = Map<string, RValue>;

/** Every way `pattern` can consume a prefix of `path[from..]`: [next index, bindings]. */
function* matchSegments(
  pattern: readonly MatchSegmentNode[],
  path: readonly RequestSegment[],
  from: number,
  version: 1 | 2,
  bindings: Bindings,
): Generator<[number, Bindings]> {
  const [head, ...rest] = pattern;
  if (!head) {
    yield [from, bindings];
    return;
  }
  if (head.kind === 'recursive') {
    const minimum = version === 1 ? 1 : 0;
    for (let end = from + minimum; end <= path.length; end++) {
      const absorbed = path.slice(from, end);
      const value: RValue = absorbed.every((s): s is string => typeof s === 'string')
        ? new RPath(absorbed)
        : new Unknown(`The path captured by {${head.name}=**}`);
      yield* matchSegments(rest, path, end, version, new Map(bindings).set(head.name, value));
    }
    return;
  }
  const segment = path[from];
  if (segment === undefined || segment === ANY_DEPTH) return;
  if (head.kind === 'literal') {
    if (segment === head.name) yield* matchSegments(rest, path, from + 1, version, bindings);
    return;
  }
  yield* matchSegments(rest, path, from + 1, version, new Map(bindings).set(head.name, segment));
}

function collect(
  block: CompiledScope,
  path: readonly RequestSegment[],
  from: number,
  parentScope: Scope | null,
  found: MatchedBlock[],
): void {
  for (const [next, bindings] of matchSegments(block.segments, path, from, block.version, new Map())) {
    const scope = new Scope(parentScope, bindings, block.functions);
    if (next === path.length && block.allows.length > 0) found.push({ allows: block.allows, scope });
    for (const child of block.children) collect(child, path, next, scope, found);
  }
}

/** The match blocks (with their scopes) that apply to `path`, in source order. */
export function findMatchingBlocks(
  roots: readonly CompiledScope[],
  path: readonly RequestSegment[],
): MatchedBlock[] {
  const found: MatchedBlock[] = [];
  for (const root of roots) collect(root, path, 0, null, found);
  return found;
}
