/** Evaluates the allow statements that apply to one request and explains a denial. */
import type { MethodName } from './ast.ts';
import type { CompiledScope, ServiceName } from './compile.ts';
import { NeedsFetch, RulesError } from './errors.ts';
import { Budget, Evaluator, type DocumentReader } from './evaluator.ts';
import { findMatchingBlocks, type RequestSegment } from './matcher.ts';
import type { Scope } from './scope.ts';
import { RMap, RPath, type RValue } from './values.ts';

export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesRequest {
  service: ServiceName;
  method: RequestMethod;
  path: readonly RequestSegment[];
  /** `request` and `resource`. */
  globals: ReadonlyMap<string, RValue>;
  documents: DocumentReader | null;
}

export type Decision = { allowed: true } | { allowed: false; reasons: string[] };

function covers(allowed: MethodName, method: RequestMethod): boolean {
  if (allowed === method) return true;
  if (allowed === 'read') return method === 'get' || method === 'list';
  return allowed === 'write' && (method === 'create' || method === 'update' || method === 'delete');
}

function debugLog(text: string): void {
  process.stderr.write(`[rules debug] ${text}\n`);
}

/** The wildcards a match block bound to single segments, innermost first. */
function segmentBindings(scope: Scope): Map<string, string> {
  const bindings = new Map<string, string>();
  for (let current: Scope | null = scope; current; current = current.parent) {
    for (const [name, value] of current.variables) {
      if (typeof value === 'string' && !bindings.has(name)) bindings.set(name, value);
    }
  }
  return bindings;
}

/** `request.path[name]` / `request.path.name` read the wildcards of the match block being evaluated. */
function withPathBindings(globals: ReadonlyMap<string, RValue>, scope: Scope): ReadonlyMap<string, RValue> {
  const request = globals.get('request');
  const path = request instanceof RMap ? request.entries.get('path') : undefined;
  if (!(request instanceof RMap) || !(path instanceof RPath)) return globals;
  const boundPath = new RPath(path.segments, segmentBindings(scope));
  return new Map(globals).set('request', new RMap(new Map(request.entries).set('path', boundPath)));
}

/**
 * Allowed when any matching `allow` for the method evaluates to true. Otherwise the reasons list each
 * evaluated allow like the official emulator does: `false for 'update' @ L12` or
 * `Null value error. for 'update' @ L12`.
 */
export function decide(roots: readonly CompiledScope[], request: RulesRequest): Decision {
  const env = {
    service: request.service,
    globals: request.globals,
    documents: request.documents,
    budget: new Budget(),
    debug: debugLog,
  };
  const reasons: string[] = [];
  for (const block of findMatchingBlocks(roots, request.path)) {
    const evaluator = new Evaluator({ ...env, globals: withPathBindings(request.globals, block.scope) });
    for (const allow of block.allows) {
      if (!allow.methods.some((m) => covers(m.name, request.method))) continue;
      const where = `for '${request.method}' @ L${allow.loc.line}`;
      if (!allow.condition) return { allowed: true };
      try {
        const result = evaluator.evaluate(allow.condition, block.scope);
        if (result === true) return { allowed: true };
        reasons.push(typeof result === 'boolean' ? `false ${where}` : `Condition is not a bool. ${where}`);
      } catch (error) {
        if (error instanceof NeedsFetch) throw error;
        // Anything else thrown while evaluating is still only a failed condition: never a crash.
        const message =
          error instanceof RulesError ? error.message : `Internal evaluation error: ${String(error)}.`;
        reasons.push(`${message} ${where}`);
      }
    }
  }
  return { allowed: false, reasons };
}

/** The denial text: the evaluated rules first (so it reads like the official emulator), then the path. */
export function denialMessage(
  method: RequestMethod,
  displayPath: string,
  reasons: readonly string[],
): string {
  if (reasons.length === 0) {
    return `Missing or insufficient permissions. No allow statement matches '${method}' on ${displayPath}.`;
  }
  return `${reasons.join(', ')} (${method} on ${displayPath})`;
}
