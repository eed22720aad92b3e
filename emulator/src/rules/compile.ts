/**
 * compileRuleset: parse every file, run the semantic checks, and build the match tree the
 * authorizers walk. Any ERROR issue means no ruleset (the caller keeps the previous one).
 */
import type {
  ExprNode,
  FunctionNode,
  MatchSegmentNode,
  ScopeNode,
  SourceLocation,
  AllowNode,
} from './ast.ts';
import { GLOBAL_FUNCTIONS, GLOBAL_VARIABLES, NAMESPACE_FUNCTIONS, TYPE_NAMES } from './builtin-names.ts';
import { errorIssue, type Issue } from './issues.ts';
import { parseRulesFile } from './parser.ts';
import { INT64_MAX, INT64_MIN } from './values.ts';

export type ServiceName = 'cloud.firestore' | 'firebase.storage';

/** One `match` block (or the service body, with no segments) after compilation. */
export interface CompiledScope {
  /** This block's own path segments, relative to the enclosing block. */
  segments: readonly MatchSegmentNode[];
  allows: readonly AllowNode[];
  functions: ReadonlyMap<string, FunctionNode>;
  children: readonly CompiledScope[];
  /** rules_version of the file: in 1, `{x=**}` matches one or more segments; in 2, zero or more. */
  version: 1 | 2;
}

export interface Ruleset {
  services: Partial<Record<ServiceName, CompiledScope[]>>;
}

export interface CompileResult {
  ruleset: Ruleset | null;
  issues: Issue[];
}

const SERVICES = new Set<string>(['cloud.firestore', 'firebase.storage']);

// Production's limit on ruleset source size.
const MAX_RULES_SIZE = 256 * 1024;

/** Checks one file's scopes and expressions, collecting issues. */
class FileChecker {
  readonly issues: Issue[] = [];

  constructor(private readonly fileName: string) {}

  report(at: SourceLocation, description: string, severity: Issue['severity'] = 'ERROR'): void {
    this.issues.push({ ...errorIssue(this.fileName, at, description), severity });
  }

  /** Compiles a scope; `visibleFunctions`/`variables` are what enclosing scopes declare. */
  scope(
    node: ScopeNode,
    segments: readonly MatchSegmentNode[],
    version: 1 | 2,
    fullPath: readonly MatchSegmentNode[],
    visibleFunctions: ReadonlySet<string>,
    variables: ReadonlySet<string>,
  ): CompiledScope {
    const functions = new Map<string, FunctionNode>();
    for (const fn of node.functions) {
      if (functions.has(fn.name))
        this.report(fn.loc, `Duplicate function name '${fn.name}' in the same scope.`);
      functions.set(fn.name, fn);
    }
    this.checkPath(fullPath, version);
    const scopeVariables = new Set([
      ...variables,
      ...segments.filter((s) => s.kind !== 'literal').map((s) => s.name),
    ]);
    const scopeFunctions = new Set([...visibleFunctions, ...functions.keys()]);
    for (const fn of node.functions) {
      const known = new Set([...scopeVariables, ...fn.params]);
      for (const binding of fn.lets) {
        this.expression(binding.value, scopeFunctions, known);
        known.add(binding.name);
      }
      this.expression(fn.body, scopeFunctions, known);
    }
    for (const allow of node.allows) {
      if (allow.condition) this.expression(allow.condition, scopeFunctions, scopeVariables);
    }
    const children = node.matches.map((match) =>
      this.scope(match, match.path, version, [...fullPath, ...match.path], scopeFunctions, scopeVariables),
    );
    return { segments, allows: node.allows, functions, children, version };
  }

  private checkPath(fullPath: readonly MatchSegmentNode[], version: 1 | 2): void {
    const recursive = fullPath.filter((s) => s.kind === 'recursive');
    const second = recursive[1];
    if (second) this.report(second.loc, 'A match path may contain at most one recursive wildcard {name=**}.');
    const first = recursive[0];
    if (version === 1 && first && fullPath.at(-1) !== first) {
      this.report(
        first.loc,
        "In rules_version '1' a recursive wildcard must be the last path segment; use rules_version = '2'.",
      );
    }
  }

  private expression(node: ExprNode, functions: ReadonlySet<string>, variables: ReadonlySet<string>): void {
    const visit = (n: ExprNode): void => {
      this.expression(n, functions, variables);
    };
    switch (node.kind) {
      case 'literal':
        if (node.type === 'int') {
          const value = BigInt(node.value);
          if (value < INT64_MIN || value > INT64_MAX)
            this.report(node.loc, `Integer literal ${node.value} is out of the 64-bit range.`);
        }
        return;
      case 'identifier':
        if (!variables.has(node.name) && !GLOBAL_VARIABLES.has(node.name)) {
          this.report(node.loc, `Unknown variable '${node.name}'.`, 'WARNING');
        }
        return;
      case 'list':
        for (const item of node.items) visit(item);
        return;
      case 'map':
        for (const e of node.entries) {
          visit(e.key);
          visit(e.value);
        }
        return;
      case 'path':
        // A bare undefined name in `$(…)` is a bind() placeholder, not an unknown variable.
        for (const s of node.segments)
          if (s.kind === 'interpolation' && s.expr.kind !== 'identifier') visit(s.expr);
        return;
      case 'unary':
        visit(node.operand);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      case 'is':
        if (!TYPE_NAMES.has(node.typeName))
          this.report(node.loc, `Unknown type '${node.typeName}' after 'is'.`);
        visit(node.value);
        return;
      case 'ternary':
        visit(node.test);
        visit(node.ifTrue);
        visit(node.ifFalse);
        return;
      case 'call':
        if (!functions.has(node.name) && !GLOBAL_FUNCTIONS.has(node.name)) {
          this.report(node.loc, `Unknown function '${node.name}'.`);
        }
        for (const a of node.args) visit(a);
        return;
      case 'method': {
        const target = node.target;
        const namespace =
          target.kind === 'identifier' &&
          !variables.has(target.name) &&
          Object.hasOwn(NAMESPACE_FUNCTIONS, target.name)
            ? NAMESPACE_FUNCTIONS[target.name]
            : undefined;
        if (namespace && target.kind === 'identifier') {
          if (!namespace.has(node.name))
            this.report(node.loc, `Unknown function '${target.name}.${node.name}'.`);
        } else {
          visit(target);
        }
        for (const a of node.args) visit(a);
        return;
      }
      case 'member':
        visit(node.target);
        return;
      case 'index':
        visit(node.target);
        visit(node.index);
        return;
      case 'slice':
        visit(node.target);
        if (node.start) visit(node.start);
        if (node.end) visit(node.end);
        return;
    }
  }
}

/**
 * Compiles rules files (normally one) into a Ruleset. Syntax errors and semantic errors come back as
 * issues with file, line and column; `ruleset` is null when any issue is an ERROR.
 */
export function compileRuleset(input: readonly { name: string; content: string }[]): CompileResult {
  // Request bodies reach here from the network: tolerate a missing name or non-string content.
  const files = (Array.isArray(input) ? input : []).map(
    (file: { name?: unknown; content?: unknown } | null, i) => ({
      name:
        typeof file?.name === 'string' && file.name !== ''
          ? file.name
          : i === 0
            ? 'security.rules'
            : `security-${i}.rules`,
      content: typeof file?.content === 'string' ? file.content : '',
    }),
  );
  const issues: Issue[] = [];
  const services: Partial<Record<ServiceName, CompiledScope[]>> = {};
  if (files.length === 0 || files.every((f) => f.content.trim() === '')) {
    issues.push(
      errorIssue(
        files[0]?.name ?? 'security.rules',
        { line: 1, column: 1 },
        'Rules content empty. Compilation aborted.',
      ),
    );
  }
  for (const file of files) {
    if (file.content.length > MAX_RULES_SIZE) {
      issues.push(
        errorIssue(file.name, { line: 1, column: 1 }, 'Rules file exceeds the maximum size of 256 KiB.'),
      );
      continue;
    }
    const parsed = parseRulesFile(file.name, file.content);
    if (!parsed.ok) {
      issues.push(parsed.issue);
      continue;
    }
    const checker = new FileChecker(file.name);
    const declared = parsed.file.version;
    if (declared && declared.value !== '1' && declared.value !== '2') {
      checker.report(declared.loc, `Unsupported rules_version '${declared.value}'; use '1' or '2'.`);
    }
    const version = declared?.value === '2' ? 2 : 1;
    for (const service of parsed.file.services) {
      if (!SERVICES.has(service.name)) {
        checker.report(
          service.loc,
          `Unknown service '${service.name}'; expected cloud.firestore or firebase.storage.`,
        );
        continue;
      }
      for (const allow of service.allows)
        checker.report(allow.loc, "'allow' must be inside a 'match' block.");
      try {
        const root = checker.scope(service, [], version, [], new Set(), new Set());
        (services[service.name as ServiceName] ??= []).push(root);
      } catch (error) {
        // Very long operator chains make trees too deep for the recursive checks.
        if (!(error instanceof RangeError)) throw error;
        checker.report(service.loc, 'Rules are nested too deeply to compile.');
      }
    }
    issues.push(...checker.issues);
  }
  const failed = issues.some((i) => i.severity === 'ERROR');
  return { ruleset: failed ? null : { services }, issues };
}
