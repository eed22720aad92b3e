// The static rules of a code block, checked by validate-code before it signs: valid JavaScript (an ES
// module), no imports of any kind, and exactly one exported function taking at most one parameter,
// `input`. The sandbox enforces the same at run time; checking here gives line and column.
import type { CodeDiagnostic } from '@parley/domain';
import { parse, type Node, type Position } from 'acorn';

export type CodeCheck = { ok: true; exportName: string } | { ok: false; diagnostics: CodeDiagnostic[] };

const EXAMPLE = 'export default function run(input) { … }';

interface Located {
  type: string;
  loc?: { start: Position } | null;
}

function at(node: Located, message: string): CodeDiagnostic {
  const start = node.loc?.start ?? { line: 1, column: 0 };
  return { message, line: start.line, column: start.column + 1 };
}

function isFunction(node: Located | null | undefined): node is Located & { params: unknown[] } {
  return (
    node?.type === 'FunctionDeclaration' ||
    node?.type === 'FunctionExpression' ||
    node?.type === 'ArrowFunctionExpression'
  );
}

/** Every node under `root`, depth first (acorn's tree is plain objects with a `type`). */
function* nodesOf(root: unknown): Generator<Located> {
  if (Array.isArray(root)) {
    for (const item of root) yield* nodesOf(item);
    return;
  }
  if (typeof root !== 'object' || root === null || typeof (root as Located).type !== 'string') return;
  yield root as Located;
  for (const [key, value] of Object.entries(root)) {
    if (key !== 'loc' && typeof value === 'object') yield* nodesOf(value);
  }
}

interface ExportFound {
  name: string;
  fn: (Located & { params: unknown[] }) | null;
  node: Located;
}

/** The exports a top-level statement makes, with the function each exports (null when not one). */
function exportsOf(statement: Node): ExportFound[] {
  if (statement.type === 'ExportDefaultDeclaration') {
    const declaration = (statement as unknown as { declaration: Located }).declaration;
    return [{ name: 'default', fn: isFunction(declaration) ? declaration : null, node: statement }];
  }
  if (statement.type !== 'ExportNamedDeclaration') return [];
  const named = statement as unknown as {
    declaration:
      | (Located & {
          id?: { name: string };
          declarations?: { id: Located & { name?: string }; init: Located | null }[];
        })
      | null;
    specifiers: { exported: { name?: string; value?: string } }[];
  };
  const { declaration } = named;
  if (declaration?.type === 'FunctionDeclaration') {
    return [
      {
        name: declaration.id?.name ?? 'default',
        fn: isFunction(declaration) ? declaration : null,
        node: statement,
      },
    ];
  }
  if (declaration?.declarations) {
    return declaration.declarations.map(({ id, init }) => ({
      name: id.name ?? '?',
      fn: isFunction(init) ? init : null,
      node: statement,
    }));
  }
  // `export { a as b }`: what it exports is not visible here, so it counts as a non-function export.
  return named.specifiers.map(({ exported }) => ({
    name: exported.name ?? exported.value ?? '?',
    fn: null,
    node: statement,
  }));
}

/** Checks `code` against the code-block rules. */
export function checkCode(code: string): CodeCheck {
  let program: Node & { body: Node[] };
  try {
    program = parse(code, { ecmaVersion: 2023, sourceType: 'module', locations: true });
  } catch (error) {
    const { message, loc } = error as SyntaxError & { loc?: Position };
    const text = message.replace(/ \(\d+:\d+\)$/, '');
    return {
      ok: false,
      diagnostics: [{ message: text, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 }],
    };
  }
  const diagnostics: CodeDiagnostic[] = [];
  for (const node of nodesOf(program.body)) {
    if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression') {
      diagnostics.push(at(node, 'Code blocks cannot import modules'));
    } else if (node.type === 'ExportAllDeclaration') {
      diagnostics.push(at(node, 'Code blocks cannot re-export modules'));
    } else if (
      node.type === 'MetaProperty' &&
      code.slice((node as Node).start, (node as Node).end).startsWith('import')
    ) {
      diagnostics.push(at(node, 'Code blocks cannot use import.meta'));
    }
  }
  const exported = program.body.flatMap(exportsOf);
  for (const found of exported) {
    if (!found.fn)
      diagnostics.push(at(found.node, `Only a function may be exported (${found.name} is not one)`));
    else if (found.fn.params.length > 1)
      diagnostics.push(at(found.fn, 'The function takes one parameter, input'));
  }
  if (exported.length !== 1) {
    const where = exported[1]?.node ?? {
      type: 'Program',
      loc: { start: { line: 1, column: 0 } },
    };
    diagnostics.push(at(where, `Export exactly one function of input: ${EXAMPLE}`));
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  return { ok: true, exportName: (exported[0] as ExportFound).name };
}
