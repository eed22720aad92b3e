// The workflow editor: toolbar, palette, canvas, side panel and problems list around one reducer
// (editor-state.ts). The domain validator runs on every edit (memoised on the content), saves and other
// tabs' saves go through use-workflow-sync.ts. docs/workflows.md, "The editor".
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { validateWorkflow, type Workflow, type WorkflowContent } from '@parley/domain';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentEditTarget } from '../../../lib/agent-org-page';
import { paths } from '../../../lib/paths';
import { autoLayout, placeNewNode } from '../canvas/auto-layout';
import { NODE_HEIGHT, NODE_WIDTH } from '../canvas/flow-model';
import { NodePalette } from '../canvas/node-palette';
import { WorkflowCanvas } from '../canvas/workflow-canvas';
import { runTrace } from '../canvas/run-trace';
import {
  TEST_CHAT_DRAWER_WIDTH,
  TestChatDrawer,
  type TestChatPosition,
  type TestChatSlot,
} from '../test-chat/test-chat-drawer';
import { ConflictDialog } from './conflict-dialog';
import { editorKeyAction, isInCodeEditor, isInField } from './editor-keys';
import { editorReducer, initialEditorState, problemLines } from './editor-state';
import { ProblemsList } from './problems-list';
import { SidePanel } from './side-panel';
import { EDITOR_STRINGS } from './strings';
import { useWorkflowSync, type SaveStatus } from './use-workflow-sync';

export interface WorkflowEditorProps {
  readonly orgId: string;
  /** The live agent: the workspace's URLs name it. */
  readonly agentId: string;
  readonly workflow: Workflow;
  /** The workflow's content as loaded (parsed by the page). */
  readonly initialContent: WorkflowContent;
  readonly edit: AgentEditTarget;
  /** `?node=`: the step to select and bring into view once the canvas is ready. */
  readonly focusNodeId: string | null;
  readonly onRetarget: (workflowId: string) => void;
  /** The Test chat panel (composed by the app layer); without it the toolbar has no Test chat. */
  readonly testChat?: TestChatSlot;
}

/**
 * The User Timing measure of each validation (visible in the browser's performance tools; the browser
 * bench, e2e/bench/workflow-editor.ts, reads it).
 */
export const VALIDATION_MEASURE = 'workflow validation';

function measuredValidation(content: WorkflowContent) {
  const start = performance.now();
  const validation = validateWorkflow(content);
  performance.measure(VALIDATION_MEASURE, { start, end: performance.now() });
  return validation;
}

const STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  saved: EDITOR_STRINGS.saved,
  pending: EDITOR_STRINGS.saving,
  saving: EDITOR_STRINGS.saving,
  error: EDITOR_STRINGS.saveFailed,
};

export function WorkflowEditor(props: WorkflowEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}

function EditorBody({
  orgId,
  agentId,
  workflow,
  initialContent,
  edit,
  focusNodeId,
  onRetarget,
  testChat,
}: WorkflowEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(initialContent, workflow.revision),
  );
  const validation = useMemo(() => measuredValidation(state.content), [state.content]);
  const problems = useMemo(() => problemLines(state.content, validation.issues), [state.content, validation]);
  const sync = useWorkflowSync({ workflow, state, dispatch, edit, onRetarget });
  const { setCenter, getZoom, viewportInitialized, flowToScreenPosition } = useReactFlow();
  const readOnly = edit.readOnlyReason !== null;
  const contentRef = useRef(state.content);
  useEffect(() => {
    contentRef.current = state.content;
  });

  const focusNode = useCallback(
    (nodeId: string) => {
      const node = contentRef.current.nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      dispatch({ type: 'select', ids: [nodeId] });
      void setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
        zoom: Math.max(getZoom(), 0.8),
      }).then(() => {
        // The node's own element takes focus, so arrow keys move it and its name is read out.
        const element = document.querySelector<HTMLElement>(
          `.react-flow__node[data-id="${CSS.escape(nodeId)}"]`,
        );
        element?.focus();
      });
    },
    [setCenter, getZoom],
  );

  // ?node=<id> (the publish dialog's links): once per link followed, when the canvas can move.
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!viewportInitialized || focusNodeId === null || focused.current === focusNodeId) return;
    focused.current = focusNodeId;
    focusNode(focusNodeId);
  }, [viewportInitialized, focusNodeId, focusNode]);

  // A step added from the palette lands below the lowest one (or the selected one): often off screen,
  // or under the minimap in the canvas's corner. Once it exists (the reducer selects it), the view pans
  // to it at the same zoom, only when it is not already in plain sight, and focus stays where it was.
  const revealNode = useCallback(
    (nodeId: string) => {
      const node = contentRef.current.nodes.find((candidate) => candidate.id === nodeId);
      const pane = document.querySelector('.react-flow');
      if (!node || !pane) return;
      const start = flowToScreenPosition(node.position);
      const end = flowToScreenPosition({ x: node.position.x + NODE_WIDTH, y: node.position.y + NODE_HEIGHT });
      const view = pane.getBoundingClientRect();
      const minimap = pane.querySelector('.react-flow__minimap')?.getBoundingClientRect();
      const inView =
        start.x >= view.left && start.y >= view.top && end.x <= view.right && end.y <= view.bottom;
      const underMinimap =
        minimap !== undefined &&
        end.x > minimap.left &&
        start.x < minimap.right &&
        end.y > minimap.top &&
        start.y < minimap.bottom;
      if (inView && !underMinimap) return;
      void setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
        zoom: getZoom(),
      });
    },
    [flowToScreenPosition, setCenter, getZoom],
  );
  const revealAdded = useRef(false);
  const addNode = useCallback(
    (nodeType: string) => {
      const content = contentRef.current;
      revealAdded.current = true;
      dispatch({ type: 'addNode', nodeType, position: placeNewNode(content, state.selection[0] ?? null) });
    },
    [state.selection],
  );
  useEffect(() => {
    const added = state.selection[0];
    if (!revealAdded.current || added === undefined) return;
    revealAdded.current = false;
    revealNode(added);
  }, [state.selection, revealNode]);

  // While Test chat is open the page leaves room for it on a desktop (it would cover the step settings),
  // and folds the palette away: the canvas keeps its width to show the conversation's path.
  const [testChatOpen, setTestChatOpen] = useState(false);
  const drawerOpen = testChatOpen;
  const drawerWidth = TEST_CHAT_DRAWER_WIDTH;
  // Where the conversation went, drawn on the canvas while the chat is open; recomputed on every edit, so
  // a step deleted since the answer simply drops out.
  const [position, setPosition] = useState<TestChatPosition | null>(null);
  const trace = useMemo(
    () => (position === null ? undefined : runTrace(state.content, position)),
    [state.content, position],
  );
  const onPosition = useCallback(
    (next: TestChatPosition | null) => {
      setPosition(next);
      // The step now waiting comes into view when it is off screen; the focus stays in the chat.
      if (next?.nodeId) revealNode(next.nodeId);
    },
    [revealNode],
  );
  const onTestChatOpenChange = (open: boolean) => {
    setTestChatOpen(open);
    if (!open) setPosition(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || isInCodeEditor(event.target)) return;
    const action = editorKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      inField: isInField(event.target),
    });
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const toolbarButton = (label: string, icon: React.ReactNode, onClick: () => void, disabled: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={readOnly || disabled} onClick={onClick} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Stack
      spacing={1}
      onKeyDown={onKeyDown}
      sx={{ minWidth: 0, pr: { md: drawerOpen ? `${String(drawerWidth)}px` : 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.agentWorkflows(agentId)}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {EDITOR_STRINGS.back}
        </Button>
        <Typography variant="h6" component="h2" noWrap sx={{ minWidth: 0, flexShrink: 1 }}>
          {workflow.name}
        </Typography>
        <Chip
          size="small"
          role="status"
          aria-live="polite"
          label={STATUS_TEXT[sync.status]}
          color={sync.status === 'error' ? 'error' : sync.status === 'saved' ? 'success' : 'default'}
          variant="outlined"
        />
        {sync.status === 'error' && (
          <Button size="small" onClick={sync.retry}>
            {EDITOR_STRINGS.retrySave}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {testChat && (
          <TestChatDrawer
            open={testChatOpen}
            onOpenChange={onTestChatOpenChange}
            panel={testChat}
            workflowId={workflow.id}
            onFocusNode={focusNode}
            onPosition={onPosition}
          />
        )}
        {toolbarButton(
          EDITOR_STRINGS.undo,
          <UndoIcon />,
          () => {
            dispatch({ type: 'undo' });
          },
          state.past.length === 0,
        )}
        {toolbarButton(
          EDITOR_STRINGS.redo,
          <RedoIcon />,
          () => {
            dispatch({ type: 'redo' });
          },
          state.future.length === 0,
        )}
        {toolbarButton(
          EDITOR_STRINGS.duplicate,
          <ContentCopyIcon />,
          () => {
            dispatch({ type: 'copy' });
            dispatch({ type: 'paste' });
          },
          state.selection.length === 0,
        )}
        {toolbarButton(
          EDITOR_STRINGS.deleteSelection,
          <DeleteOutlinedIcon />,
          () => {
            dispatch({ type: 'deleteSelection' });
          },
          state.selection.length === 0,
        )}
        {toolbarButton(
          EDITOR_STRINGS.autoLayout,
          <AutoFixHighIcon />,
          () => {
            dispatch({ type: 'moveMany', positions: autoLayout(state.content) });
          },
          state.content.nodes.length === 0,
        )}
      </Stack>
      {edit.readOnlyReason && <Alert severity="info">{edit.readOnlyReason}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: drawerOpen ? 'minmax(0, 1fr) 320px' : '200px minmax(0, 1fr) 320px',
          },
          gridTemplateAreas: {
            xs: '"canvas" "panel" "palette"',
            md: drawerOpen ? '"canvas panel"' : '"palette canvas panel"',
          },
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            gridArea: 'palette',
            overflow: 'auto',
            maxHeight: { xs: 240, md: '72vh' },
            display: { md: drawerOpen ? 'none' : 'block' },
          }}
        >
          <NodePalette onAdd={addNode} disabled={readOnly} />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ gridArea: 'canvas', height: { xs: '60vh', md: '72vh' }, minWidth: 0 }}
        >
          <WorkflowCanvas
            content={state.content}
            validation={validation}
            selection={state.selection}
            readOnly={readOnly}
            dispatch={dispatch}
            {...(trace ? { trace } : {})}
          />
        </Paper>
        {/* The settings and the problems scroll apart, each at a height of its own: leaving a field
            commits it and revalidates, and a problems list shrinking inside the settings' scroller
            would pull the settings down under a press still held (the click on "Test this request"
            straight from the URL field landed beside the button). */}
        <Stack spacing={1} sx={{ gridArea: 'panel', minWidth: 0 }}>
          <Paper variant="outlined" sx={{ overflow: 'auto', maxHeight: { md: '48vh' }, minWidth: 0 }}>
            <SidePanel
              content={state.content}
              selection={state.selection}
              dispatch={dispatch}
              readOnlyReason={edit.readOnlyReason}
              context={{ orgId, agentId: edit.agentId, workflowId: workflow.id }}
            />
          </Paper>
          <Paper
            variant="outlined"
            sx={{ overflow: 'auto', maxHeight: { md: 'calc(24vh - 8px)' }, minWidth: 0 }}
          >
            <ProblemsList lines={problems} onFocusNode={focusNode} />
          </Paper>
        </Stack>
      </Box>
      <ConflictDialog
        open={sync.conflict}
        ready={sync.canResolve}
        onReload={sync.reload}
        onMerge={sync.merge}
      />
    </Stack>
  );
}
