// The workflow editor's state as a pure reducer: the graph, the selection, the clipboard and an
// undo/redo history. The canvas (@xyflow/react) dispatches these actions; keeping them pure makes
// every editing action testable and the same whether done by mouse or keyboard (docs/workflows.md).
import {
  nodeTypeSpec,
  stepName,
  validateWorkflow,
  type WorkflowContent,
  type WorkflowEdge,
  type WorkflowIssue,
  type WorkflowNode,
} from '@parley/domain';

/** Steps the editor can undo; the issue asks for at least 50. */
export const HISTORY_LIMIT = 100;
/** How far a paste lands from the copied nodes, so the copy is visible. */
export const PASTE_OFFSET = 40;

export interface Clipboard {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

export interface EditorState {
  content: WorkflowContent;
  past: WorkflowContent[];
  future: WorkflowContent[];
  selection: string[];
  clipboard: Clipboard | null;
  /** The stored revision the content was loaded at or last saved as (the next save's baseVersion). */
  revision: number;
  /** Changed since the last load or save. */
  dirty: boolean;
  /**
   * The node and field the last `configure` edited: typing into one field is one undo step, not one
   * per keystroke. Any other edit resets it.
   */
  lastEdit: string | null;
}

export type EditorAction =
  | { type: 'load'; content: WorkflowContent; revision: number }
  /** A save of `content` answered `revision`; edits made while it was on its way stay unsaved. */
  | { type: 'saved'; revision: number; content?: WorkflowContent }
  | { type: 'addNode'; nodeType: string; position: { x: number; y: number } }
  | { type: 'connect'; source: string; target: string; sourceHandle?: string | null }
  | { type: 'move'; id: string; position: { x: number; y: number } }
  /** Several nodes moved at once (a drag of the selection, arrow keys, auto-layout): one undo step. */
  | { type: 'moveMany'; positions: Readonly<Record<string, { x: number; y: number }>> }
  /** `field` names what was typed into, so consecutive edits of one field make one undo step. */
  | { type: 'configure'; id: string; frontend: Record<string, unknown>; field?: string }
  /** Nodes and edges by id; an edge id selects the edge (to delete it). */
  | { type: 'select'; ids: string[] }
  /** The canvas's selection changes (a click, Ctrl-click, a Shift-drag box), applied to the current one. */
  | { type: 'changeSelection'; changes: readonly { id: string; selected: boolean }[] }
  | { type: 'delete'; ids: string[] }
  | { type: 'deleteSelection' }
  /** After a conflict, the merged content on the other tab's revision: one undo step, still unsaved. */
  | { type: 'merged'; content: WorkflowContent; revision: number }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'undo' }
  | { type: 'redo' };

const NO_ERRORS = {
  isolated: false,
  invalidOutgoerCount: false,
  invalidVariables: false,
  formValidationErrors: false,
};

export function initialEditorState(content: WorkflowContent, revision: number): EditorState {
  return {
    content,
    past: [],
    future: [],
    selection: [],
    clipboard: null,
    revision,
    dirty: false,
    lastEdit: null,
  };
}

/** An id not used by any node or edge of the content: the type, lower-cased, and a number. */
function freshId(content: WorkflowContent, prefix: string, taken: Set<string>): string {
  for (let index = content.nodes.length + content.edges.length + 1; ; index += 1) {
    const id = `${prefix}-${String(index)}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function takenIds(content: WorkflowContent): Set<string> {
  return new Set([...content.nodes.map((node) => node.id), ...content.edges.map((edge) => edge.id)]);
}

/** Records `content` as a new step: the present goes to the past, the redo branch is dropped. */
function commit(
  state: EditorState,
  content: WorkflowContent,
  selection = state.selection,
  lastEdit: string | null = null,
): EditorState {
  // A further edit of the field just edited replaces the present instead of adding a step.
  const coalesce = lastEdit !== null && lastEdit === state.lastEdit;
  const past = coalesce ? state.past : [...state.past, state.content].slice(-HISTORY_LIMIT);
  return { ...state, content, past, future: [], selection, dirty: true, lastEdit };
}

/** Removes nodes and edges by id; an edge without both ends goes with its node. */
function without(content: WorkflowContent, ids: readonly string[]): WorkflowContent {
  const gone = new Set(ids);
  return {
    nodes: content.nodes.filter((node) => !gone.has(node.id)),
    edges: content.edges.filter(
      (edge) => !gone.has(edge.id) && !gone.has(edge.source) && !gone.has(edge.target),
    ),
  };
}

function edgeId(source: string, target: string, handle: string | null): string {
  return handle ? `${source}:${handle}->${target}` : `${source}->${target}`;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { content } = state;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.content, action.revision);
    case 'saved':
      return {
        ...state,
        revision: action.revision,
        dirty: action.content !== undefined && action.content !== state.content,
      };
    case 'addNode': {
      const id = freshId(content, action.nodeType.toLowerCase(), takenIds(content));
      const node: WorkflowNode = {
        id,
        type: nodeTypeSpec(action.nodeType)?.kind ?? 'OTHER',
        position: action.position,
        data: { type: action.nodeType, frontend: {}, errors: NO_ERRORS },
      };
      return commit(state, { ...content, nodes: [...content.nodes, node] }, [id]);
    }
    case 'connect': {
      const handle = action.sourceHandle ?? null;
      const ids = new Set(content.nodes.map((node) => node.id));
      const id = edgeId(action.source, action.target, handle);
      if (
        !ids.has(action.source) ||
        !ids.has(action.target) ||
        content.edges.some((edge) => edge.id === id)
      ) {
        return state;
      }
      const edge: WorkflowEdge = {
        id,
        source: action.source,
        target: action.target,
        sourceHandle: handle,
        targetHandle: null,
      };
      return commit(state, { ...content, edges: [...content.edges, edge] });
    }
    case 'move':
      return editorReducer(state, { type: 'moveMany', positions: { [action.id]: action.position } });
    case 'moveMany': {
      const moved = content.nodes.filter((node) => Object.hasOwn(action.positions, node.id));
      if (moved.length === 0) return state;
      const nodes = content.nodes.map((node) => {
        const position = Object.hasOwn(action.positions, node.id) ? action.positions[node.id] : undefined;
        return position ? { ...node, position: { x: position.x, y: position.y } } : node;
      });
      return commit(state, { ...content, nodes });
    }
    case 'configure': {
      if (!content.nodes.some((node) => node.id === action.id)) return state;
      const nodes = content.nodes.map((node) =>
        node.id === action.id ? { ...node, data: { ...node.data, frontend: action.frontend } } : node,
      );
      const lastEdit = action.field === undefined ? null : `${action.id}\u0000${action.field}`;
      return commit(state, { ...content, nodes }, state.selection, lastEdit);
    }
    case 'select': {
      const known = takenIds(content);
      return { ...state, selection: action.ids.filter((id) => known.has(id)) };
    }
    case 'changeSelection': {
      const next = new Set(state.selection);
      for (const change of action.changes) {
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      return editorReducer(state, { type: 'select', ids: [...next] });
    }
    case 'delete': {
      const known = takenIds(content);
      if (!action.ids.some((id) => known.has(id))) return state;
      const gone = new Set(action.ids);
      return commit(
        state,
        without(content, action.ids),
        state.selection.filter((id) => !gone.has(id)),
      );
    }
    case 'deleteSelection':
      return editorReducer(state, { type: 'delete', ids: state.selection });
    case 'merged':
      return { ...commit(state, action.content, []), revision: action.revision };
    case 'copy': {
      const chosen = new Set(state.selection);
      if (chosen.size === 0) return state;
      return {
        ...state,
        clipboard: {
          nodes: content.nodes.filter((node) => chosen.has(node.id)),
          // Only the edges inside the selection: a pasted copy is its own sub-graph.
          edges: content.edges.filter((edge) => chosen.has(edge.source) && chosen.has(edge.target)),
        },
      };
    }
    case 'paste': {
      if (!state.clipboard) return state;
      const taken = takenIds(content);
      const renamed = new Map<string, string>();
      const nodes = state.clipboard.nodes.map((node) => {
        const id = freshId(content, node.data.type.toLowerCase(), taken);
        renamed.set(node.id, id);
        return {
          ...node,
          id,
          position: { x: node.position.x + PASTE_OFFSET, y: node.position.y + PASTE_OFFSET },
        };
      });
      const edges = state.clipboard.edges.map((edge) => {
        const source = renamed.get(edge.source) ?? edge.source;
        const target = renamed.get(edge.target) ?? edge.target;
        return { ...edge, id: edgeId(source, target, edge.sourceHandle), source, target };
      });
      return commit(
        state,
        { nodes: [...content.nodes, ...nodes], edges: [...content.edges, ...edges] },
        nodes.map((node) => node.id),
      );
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        content: previous,
        past: state.past.slice(0, -1),
        future: [content, ...state.future],
        selection: [],
        dirty: true,
        lastEdit: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        content: next,
        past: [...state.past, content].slice(-HISTORY_LIMIT),
        future: rest,
        selection: [],
        dirty: true,
        lastEdit: null,
      };
    }
  }
}

/** One line of the problems list: what is wrong and, when it is a node's, which node to focus. */
export interface ProblemLine {
  nodeId: string | null;
  title: string;
  message: string;
}

/**
 * The problems list beside the canvas, from the one validator: whole-graph problems first, then the
 * nodes' in canvas order (top to bottom, then left to right), each titled with the step's name (its
 * label, else its type in words: never a raw type such as SAY_EXACTLY).
 */
export function problemLines(
  content: WorkflowContent,
  issues: readonly WorkflowIssue[] = validateWorkflow(content).issues,
): ProblemLine[] {
  const byId = new Map(content.nodes.map((node) => [node.id, node]));
  const position = (id: string | null) => {
    const node = id === null ? undefined : byId.get(id);
    return node ? [node.position.y, node.position.x] : [-Infinity, -Infinity];
  };
  return [...issues]
    .sort((a, b) => {
      const [ay = 0, ax = 0] = position(a.nodeId);
      const [by = 0, bx = 0] = position(b.nodeId);
      return ay - by || ax - bx;
    })
    .map((issue) => {
      const node = issue.nodeId === null ? undefined : byId.get(issue.nodeId);
      return {
        nodeId: node ? node.id : null,
        title: node ? stepName(node) : 'Workflow',
        message: issue.message,
      };
    });
}
