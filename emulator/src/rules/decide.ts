/** Evaluates the allow statements that apply to one request and explains a denial. */
import type { MethodName } from './ast.ts';
import type { CompiledScope, ServiceName } from './compile.ts';
import { NeedsFetch, RulesError } from './errors.ts';
import { Budget, Evaluator, type DocumentReader } from './evaluator.ts';
import { findMatchingBlocks, type RequestSegment } from './matcher.ts';
import type { RValue } from './values.ts';

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
  const evaluator = new Evaluator(env);
  const reasons: string[] = [];
  for (const block of findMatchingBlocks(roots, request.path)) {
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
