// The canvas: React Flow drawing the editor's content. It holds no graph state of its own: every
// change (drag, connect, select, drop from the palette) becomes an editor action, so mouse and keyboard
// edits are the same undoable steps. Positions during a drag stay local until the drop (one step).
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type EdgeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box } from '@mui/material';
import type { WorkflowContent, WorkflowEdge, WorkflowNode, WorkflowValidation } from '@parley/domain';
import { useCallback, useMemo, type Dispatch, type DragEvent } from 'react';
import type { EditorAction } from '../editor/editor-state';
import { EDITOR_STRINGS } from '../editor/strings';
import { BranchEdge } from './branch-edge';
import { CompactStepsProvider, useCanvasIsCompact } from './compact-steps';
import {
  BRANCH_EDGE_TYPE,
  TAKEN_EDGE_CLASS,
  toFlowEdges,
  toStepNodes,
  type DrawnEdge,
  type DrawnNode,
  type StepNode,
} from './flow-model';
import { STEP_DRAG_TYPE } from './node-palette';
import { NO_TRACE, type RunTrace } from './run-trace';
import { StepNodeComponent } from './step-node';
import { selectionChanges, useNodeChanges } from './use-node-changes';

const NODE_TYPES = { step: StepNodeComponent };
const EDGE_TYPES = { [BRANCH_EDGE_TYPE]: BranchEdge };

export interface WorkflowCanvasProps {
  readonly content: WorkflowContent;
  readonly validation: WorkflowValidation;
  readonly selection: readonly string[];
  readonly readOnly: boolean;
  readonly dispatch: Dispatch<EditorAction>;
  /** Where the open Test chat's conversation went (the current step lit, the visited path drawn). */
  readonly trace?: RunTrace;
}

/** The Test chat's visited path: its edges drawn thick in the theme's success colour. */
const TAKEN_EDGES = {
  [`& .${TAKEN_EDGE_CLASS} .react-flow__edge-path`]: { stroke: 'var(--parley-taken-edge)', strokeWidth: 3 },
} as const;

/** A handle's size: React Flow's 6 px dot and its border. */
const HANDLE_SIZE = 8;

/**
 * React Flow centres every handle on its node's edge with a CSS transform. Each transform is a node in
 * the page's property trees, which Chromium's compositing update ("Layerize") walks on every frame of a
 * drag: 526 handles of the 300-step bench took half of that step's time. Negative margins centre them
 * the same way, with the same bounds React Flow measures (docs/workflows.md, "The editor", Figures).
 */
const HANDLES_WITHOUT_TRANSFORMS = {
  '& .react-flow__handle-top, & .react-flow__handle-bottom': {
    transform: 'none',
    width: HANDLE_SIZE,
    height: HANDLE_SIZE,
    minWidth: HANDLE_SIZE,
    minHeight: HANDLE_SIZE,
    marginLeft: `${String(-HANDLE_SIZE / 2)}px`,
  },
  '& .react-flow__handle-top': { marginTop: `${String(-HANDLE_SIZE / 2)}px` },
  '& .react-flow__handle-bottom': { marginBottom: `${String(-HANDLE_SIZE / 2)}px` },
} as const;

export function WorkflowCanvas({
  content,
  validation,
  selection,
  readOnly,
  dispatch,
  trace = NO_TRACE,
}: WorkflowCanvasProps) {
  const { screenToFlowPosition } = useReactFlow();
  const { dragged, onNodesChange } = useNodeChanges(dispatch);
  const compact = useCanvasIsCompact();
  const cache = useMemo(() => new WeakMap<WorkflowNode, DrawnNode>(), []);
  const selected = useMemo(() => new Set(selection), [selection]);
  const drawn = useMemo(
    () => toStepNodes(content, validation, selected, cache, trace),
    [content, validation, selected, cache, trace],
  );
  // While dragging, only the dragged nodes get new objects: the others keep theirs.
  const nodes = useMemo<StepNode[]>(
    () =>
      dragged === null
        ? drawn
        : drawn.map((node) => {
            const position = Object.hasOwn(dragged, node.id) ? dragged[node.id] : undefined;
            return position ? { ...node, position } : node;
          }),
    [drawn, dragged],
  );
  const edgeCache = useMemo(() => new WeakMap<WorkflowEdge, DrawnEdge>(), []);
  const edges = useMemo(
    () => toFlowEdges(content, selected, edgeCache, trace),
    [content, selected, edgeCache, trace],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const selecting = selectionChanges(changes);
      if (selecting) dispatch(selecting);
    },
    [dispatch],
  );
  const onConnect = useCallback(
    (connection: Connection) => {
      dispatch({
        type: 'connect',
        source: connection.source,
        target: connection.target,
        sourceHandle: connection.sourceHandle ?? null,
      });
    },
    [dispatch],
  );
  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(STEP_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      const nodeType = event.dataTransfer.getData(STEP_DRAG_TYPE);
      if (!nodeType || readOnly) return;
      event.preventDefault();
      const position = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      dispatch({ type: 'addNode', nodeType, position });
    },
    [dispatch, readOnly, screenToFlowPosition],
  );

  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        '--parley-taken-edge': (theme) => theme.palette.success.main,
        ...HANDLES_WITHOUT_TRANSFORMS,
        ...TAKEN_EDGES,
      }}
      role="region"
      aria-label={EDITOR_STRINGS.canvasLabel}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <CompactStepsProvider value={compact}>
        <ReactFlow<StepNode>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={onConnect}
          nodesDraggable={!readOnly}
          nodesConnectable={!readOnly}
          edgesFocusable
          // Deleting, copying and undo are the editor's own keys (workflow-editor.tsx), undoable.
          deleteKeyCode={null}
          fitView
          minZoom={0.1}
          onlyRenderVisibleElements
        >
          <Background />
          <MiniMap pannable zoomable ariaLabel="Mini map" />
          <Controls showInteractive={false} />
        </ReactFlow>
      </CompactStepsProvider>
    </Box>
  );
}
