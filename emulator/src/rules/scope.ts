/** Lexical scopes: match blocks bind wildcards and declare functions; function calls bind params and lets. */
import type { FunctionNode } from './ast.ts';
import type { RValue } from './values.ts';

export class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly variables: ReadonlyMap<string, RValue>,
    readonly functions: ReadonlyMap<string, FunctionNode> = new Map(),
  ) {}

  lookupVariable(name: string): RValue | undefined {
    if (this.variables.has(name)) return this.variables.get(name);
    return this.parent?.lookupVariable(name);
  }

  /** The function and the scope that declared it (its body sees that scope, not the caller's). */
  lookupFunction(name: string): { fn: FunctionNode; scope: Scope } | undefined {
    const fn = this.functions.get(name);
    return fn ? { fn, scope: this } : this.parent?.lookupFunction(name);
  }
}
