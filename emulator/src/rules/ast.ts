/** Syntax tree produced by grammar/rules.peggy. Every node has a 1-based source location. */

export interface SourceLocation {
  line: number;
  column: number;
  offset: number;
}

export type LiteralNode =
  | { kind: 'literal'; type: 'null'; value: null; loc: SourceLocation }
  | { kind: 'literal'; type: 'bool'; value: boolean; loc: SourceLocation }
  /** int and float keep their source text so 64-bit ints are parsed exactly. */
  | { kind: 'literal'; type: 'int' | 'float' | 'string' | 'bytes'; value: string; loc: SourceLocation };

export type PathSegmentNode = { kind: 'literal'; text: string } | { kind: 'interpolation'; expr: ExprNode };

export type ExprNode =
  | LiteralNode
  | { kind: 'identifier'; name: string; loc: SourceLocation }
  | { kind: 'list'; items: ExprNode[]; loc: SourceLocation }
  | { kind: 'map'; entries: { key: ExprNode; value: ExprNode }[]; loc: SourceLocation }
  | { kind: 'path'; segments: PathSegmentNode[]; loc: SourceLocation }
  | { kind: 'unary'; op: '!' | '-'; operand: ExprNode; loc: SourceLocation }
  | { kind: 'binary'; op: BinaryOperator; left: ExprNode; right: ExprNode; loc: SourceLocation }
  | { kind: 'is'; value: ExprNode; typeName: string; loc: SourceLocation }
  | { kind: 'ternary'; test: ExprNode; ifTrue: ExprNode; ifFalse: ExprNode; loc: SourceLocation }
  | { kind: 'call'; name: string; args: ExprNode[]; loc: SourceLocation }
  | { kind: 'method'; target: ExprNode; name: string; args: ExprNode[]; loc: SourceLocation }
  | { kind: 'member'; target: ExprNode; name: string; loc: SourceLocation }
  | { kind: 'index'; target: ExprNode; index: ExprNode; loc: SourceLocation }
  | { kind: 'slice'; target: ExprNode; start: ExprNode | null; end: ExprNode | null; loc: SourceLocation };

export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | 'in' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

export interface MatchSegmentNode {
  kind: 'literal' | 'wildcard' | 'recursive';
  name: string;
  loc: SourceLocation;
}

export type MethodName = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowNode {
  kind: 'allow';
  methods: { name: MethodName; loc: SourceLocation }[];
  condition: ExprNode | null;
  loc: SourceLocation;
}

export interface FunctionNode {
  kind: 'function';
  name: string;
  params: string[];
  lets: { name: string; value: ExprNode; loc: SourceLocation }[];
  body: ExprNode;
  loc: SourceLocation;
}

export interface ScopeNode {
  functions: FunctionNode[];
  matches: MatchNode[];
  allows: AllowNode[];
  loc: SourceLocation;
}

export interface MatchNode extends ScopeNode {
  kind: 'match';
  path: MatchSegmentNode[];
}

export interface ServiceNode extends ScopeNode {
  name: string;
}

export interface FileNode {
  version: { value: string; loc: SourceLocation } | null;
  services: ServiceNode[];
}
