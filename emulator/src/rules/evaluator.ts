/**
 * The expression evaluator. Evaluation yields a value or throws RulesError (the "error" truth value);
 * `&&`, `||` absorb errors (docs/emulator.md#rules-errors). Quotas: 1000 expressions per request, call depth
 * 20, no recursion.
 */
import type { ExprNode, FunctionNode, LiteralNode } from './ast.ts';
import { indexOf, memberOf, sliceOf } from './access.ts';
import { hashingNamespace } from './builtins/hashing.ts';
import { latLngNamespace, parsePath } from './builtins/geo-and-paths.ts';
import { checkedInt } from './builtins/int64.ts';
import { mathNamespace } from './builtins/math.ts';
import { durationNamespace, timestampNamespace } from './builtins/time.ts';
import { toBool, toFloat, toInt, toStringValue } from './builtins/conversions.ts';
import type { MethodTable } from './builtins/args.ts';
import { Constraint, constraintIs } from './constraints.ts';
import { fail, RulesError } from './errors.ts';
import { callMethod } from './methods.ts';
import { applyBinary, applyUnary } from './operators.ts';
import { Scope } from './scope.ts';
import { RMap, RPath, show, SymbolicMap, typeName, Unknown, type RValue } from './values.ts';

export const MAX_EXPRESSIONS = 1000;
export const MAX_CALL_DEPTH = 20;

/** Document reads for get()/exists()/getAfter()/existsAfter() and storage's firestore.get/exists. */
export interface DocumentReader {
  /** The document as a rules Resource map (`data`, `id`, `__name__`), or null when it does not exist. */
  read(path: RPath, after: boolean): RValue;
}

/** Per-evaluation counters; one Budget spans all the allow statements checked for a request. */
export class Budget {
  expressions = 0;
  depth = 0;
  readonly active = new Set<FunctionNode>();
}

export interface Environment {
  service: 'cloud.firestore' | 'firebase.storage';
  /** `request` and `resource`. */
  globals: ReadonlyMap<string, RValue>;
  documents: DocumentReader | null;
  budget: Budget;
  debug: (text: string) => void;
}

const NAMESPACES: Record<string, MethodTable<null>> = {
  math: mathNamespace,
  timestamp: timestampNamespace,
  duration: durationNamespace,
  latlng: latLngNamespace,
  hashing: hashingNamespace,
};

function literalValue(node: LiteralNode): RValue {
  switch (node.type) {
    case 'null':
    case 'bool':
      return node.value;
    case 'int':
      return checkedInt(BigInt(node.value));
    case 'float':
      return Number(node.value);
    case 'string':
      return node.value;
    case 'bytes':
      // Code points below 256 are the bytes written as \xHH escapes; others are UTF-8 encoded.
      return new Uint8Array(
        Array.from(node.value).flatMap((c) => {
          const code = c.codePointAt(0) ?? 0;
          return code < 256 ? [code] : [...new TextEncoder().encode(c)];
        }),
      );
  }
}

function asBool(value: RValue, what: string): boolean {
  return typeof value === 'boolean' ? value : fail(`${what} must be a bool, got ${typeName(value)}.`);
}

function checkType(value: RValue, type: string): boolean {
  if (value instanceof Constraint) return constraintIs(value, type);
  if (value instanceof Unknown) return fail(`${value.what} is not known for this request.`);
  const actual = value instanceof SymbolicMap ? 'map' : typeName(value);
  if (type === 'number') return actual === 'int' || actual === 'float';
  return actual === type;
}

export class Evaluator {
  constructor(private readonly env: Environment) {}

  evaluate(node: ExprNode, scope: Scope): RValue {
    const budget = this.env.budget;
    if (++budget.expressions > MAX_EXPRESSIONS)
      fail(`Exceeded the limit of ${MAX_EXPRESSIONS} expressions per request.`);
    switch (node.kind) {
      case 'literal':
        return literalValue(node);
      case 'identifier':
        return this.variable(node.name, scope);
      case 'list':
        return node.items.map((item) => this.evaluate(item, scope));
      case 'map': {
        const entries = new Map<string, RValue>();
        for (const entry of node.entries) {
          const key = this.evaluate(entry.key, scope);
          if (typeof key !== 'string') fail(`Map keys must be strings, got ${typeName(key)}.`);
          entries.set(key, this.evaluate(entry.value, scope));
        }
        return new RMap(entries);
      }
      case 'path':
        return this.path(node.segments, scope);
      case 'unary':
        return applyUnary(node.op, this.evaluate(node.operand, scope));
      case 'binary':
        if (node.op === '&&' || node.op === '||') return this.logical(node.op, node.left, node.right, scope);
        return applyBinary(node.op, this.evaluate(node.left, scope), this.evaluate(node.right, scope));
      case 'is':
        return checkType(this.evaluate(node.value, scope), node.typeName);
      case 'ternary':
        return asBool(this.evaluate(node.test, scope), 'A condition')
          ? this.evaluate(node.ifTrue, scope)
          : this.evaluate(node.ifFalse, scope);
      case 'member':
        return memberOf(this.evaluate(node.target, scope), node.name);
      case 'index':
        return indexOf(this.evaluate(node.target, scope), this.evaluate(node.index, scope));
      case 'slice':
        return sliceOf(
          this.evaluate(node.target, scope),
          node.start ? this.evaluate(node.start, scope) : undefined,
          node.end ? this.evaluate(node.end, scope) : undefined,
        );
      case 'call':
        return this.call(node.name, node.args, scope);
      case 'method':
        return this.method(node, scope);
    }
  }

  /** Three-valued `&&`/`||`: a decisive operand (false for &&, true for ||) wins over an error. */
  private logical(op: '&&' | '||', left: ExprNode, right: ExprNode, scope: Scope): boolean {
    const decisive = op === '||';
    let leftError: RulesError | null = null;
    try {
      if (asBool(this.evaluate(left, scope), `The operands of ${op}`) === decisive) return decisive;
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      leftError = error;
    }
    const rightValue = asBool(this.evaluate(right, scope), `The operands of ${op}`);
    if (rightValue === decisive) return decisive;
    if (leftError) throw leftError;
    return rightValue;
  }

  private variable(name: string, scope: Scope): RValue {
    const local = scope.lookupVariable(name);
    if (local !== undefined) return local;
    const global = this.env.globals.get(name);
    if (global !== undefined) return global;
    return fail(`Variable ${name} is not defined.`);
  }

  private path(
    segments: readonly ({ kind: 'literal'; text: string } | { kind: 'interpolation'; expr: ExprNode })[],
    scope: Scope,
  ): RPath {
    const result: string[] = [];
    for (const segment of segments) {
      if (segment.kind === 'literal') {
        result.push(segment.text);
        continue;
      }
      const expr = segment.expr;
      // `/a/$(name)` with `name` undefined is a placeholder for path.bind({'name': …}).
      if (
        expr.kind === 'identifier' &&
        scope.lookupVariable(expr.name) === undefined &&
        !this.env.globals.has(expr.name)
      ) {
        result.push(`{${expr.name}}`);
        continue;
      }
      const value = this.evaluate(expr, scope);
      if (typeof value === 'string') result.push(value);
      else if (value instanceof RPath) result.push(...value.segments);
      else if (value instanceof Unknown) fail(`${value.what} is not known for this request.`);
      else if (value instanceof Constraint)
        fail(`The query does not determine '${value.field}', so it cannot build a path.`);
      else fail(`Path segments must be strings, got ${typeName(value)}.`);
    }
    return new RPath(result);
  }

  private method(node: Extract<ExprNode, { kind: 'method' }>, scope: Scope): RValue {
    const target = node.target;
    if (target.kind === 'identifier' && scope.lookupVariable(target.name) === undefined) {
      const namespace = this.namespaceCall(target.name, node.name, node.args, scope);
      if (namespace !== undefined) return namespace;
    }
    const receiver = this.evaluate(target, scope);
    return callMethod(
      receiver,
      node.name,
      node.args.map((a) => this.evaluate(a, scope)),
    );
  }

  private namespaceCall(
    namespace: string,
    name: string,
    argNodes: readonly ExprNode[],
    scope: Scope,
  ): RValue | undefined {
    if (namespace === 'firestore' && this.env.service === 'firebase.storage') {
      if (name !== 'get' && name !== 'exists')
        return fail(`Function not found error: Name: [firestore.${name}].`);
      return this.documentRead(name === 'exists', false, argNodes, scope);
    }
    const table = Object.hasOwn(NAMESPACES, namespace) ? NAMESPACES[namespace] : undefined;
    if (!table) return undefined;
    const fn = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!fn) return fail(`Function not found error: Name: [${namespace}.${name}].`);
    return fn(
      null,
      argNodes.map((a) => this.evaluate(a, scope)),
    );
  }

  private documentRead(
    existsOnly: boolean,
    after: boolean,
    argNodes: readonly ExprNode[],
    scope: Scope,
  ): RValue {
    const args = argNodes.map((a) => this.evaluate(a, scope));
    const target = args[0];
    if (args.length !== 1 || !(target instanceof RPath)) return fail('get() and exists() expect one path.');
    if (!this.env.documents) return fail('Document access is not available here.');
    const document = this.env.documents.read(target, after);
    return existsOnly ? document !== null : document;
  }

  private call(name: string, argNodes: readonly ExprNode[], scope: Scope): RValue {
    const declared = scope.lookupFunction(name);
    if (declared) return this.callUserFunction(declared.fn, declared.scope, argNodes, scope);
    const firestore = this.env.service === 'cloud.firestore';
    switch (name) {
      case 'get':
      case 'exists':
        if (firestore) return this.documentRead(name === 'exists', false, argNodes, scope);
        break;
      case 'getAfter':
      case 'existsAfter':
        if (firestore) return this.documentRead(name === 'existsAfter', true, argNodes, scope);
        break;
      case 'debug': {
        const [argNode] = argNodes;
        if (argNodes.length !== 1 || !argNode) return fail('debug() expects one argument.');
        const value = this.evaluate(argNode, scope);
        this.env.debug(show(value));
        return value;
      }
    }
    const conversions: Record<string, (args: readonly RValue[]) => RValue> = {
      int: toInt,
      float: toFloat,
      string: toStringValue,
      bool: toBool,
      path: (args) =>
        typeof args[0] === 'string' && args.length === 1
          ? parsePath(args[0])
          : fail('path() expects one string.'),
    };
    const conversion = Object.hasOwn(conversions, name) ? conversions[name] : undefined;
    if (conversion) return conversion(argNodes.map((a) => this.evaluate(a, scope)));
    return fail(`Function not found error: Name: [${name}].`);
  }

  private callUserFunction(
    fn: FunctionNode,
    declaredIn: Scope,
    argNodes: readonly ExprNode[],
    caller: Scope,
  ): RValue {
    const budget = this.env.budget;
    if (argNodes.length !== fn.params.length) {
      fail(`Function ${fn.name} expects ${fn.params.length} argument(s), got ${argNodes.length}.`);
    }
    if (budget.active.has(fn)) fail(`Recursive call of function ${fn.name} is not allowed.`);
    if (budget.depth >= MAX_CALL_DEPTH) fail(`Exceeded the maximum call depth of ${MAX_CALL_DEPTH}.`);
    const variables = new Map<string, RValue>();
    fn.params.forEach((param, i) => {
      const argNode = argNodes[i];
      if (argNode) variables.set(param, this.evaluate(argNode, caller));
    });
    const bodyScope = new Scope(declaredIn, variables);
    budget.depth++;
    budget.active.add(fn);
    try {
      for (const binding of fn.lets) variables.set(binding.name, this.evaluate(binding.value, bodyScope));
      return this.evaluate(fn.body, bodyScope);
    } finally {
      budget.depth--;
      budget.active.delete(fn);
    }
  }
}
