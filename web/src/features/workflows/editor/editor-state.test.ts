import { buildWorkflow, defaultWorkflowContent, GRAPH_PROBLEMS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  HISTORY_LIMIT,
  initialEditorState,
  PASTE_OFFSET,
  problemLines,
  type EditorAction,
  type EditorState,
} from './editor-state';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialEditorState(defaultWorkflowContent('owner@example.com'), 3);

describe('the workflow editor reducer', () => {
  it('adds a node of a type with its kind, selects it, and connects it once', () => {
    const added = run(start(), { type: 'addNode', nodeType: 'QUESTION', position: { x: 10, y: 20 } });
    const node = added.content.nodes.at(-1);
    expect(node).toMatchObject({ type: 'FORM', position: { x: 10, y: 20 }, data: { type: 'QUESTION' } });
    expect(added.selection).toEqual([node?.id]);
    expect(added.dirty).toBe(true);
    const id = node?.id ?? '';
    const connected = run(
      added,
      { type: 'connect', source: 'collect-info', target: id },
      { type: 'connect', source: 'collect-info', target: id },
    );
    expect(connected.content.edges.filter((edge) => edge.target === id)).toHaveLength(1);
    expect(run(connected, { type: 'connect', source: 'nowhere', target: id })).toBe(connected);
  });

  it('deletes the selection with its edges, and undo brings both back', () => {
    const before = start();
    const deleted = run(before, { type: 'select', ids: ['collect-info'] }, { type: 'deleteSelection' });
    expect(deleted.content.nodes.map((node) => node.id)).not.toContain('collect-info');
    expect(
      deleted.content.edges.some((edge) => edge.source === 'collect-info' || edge.target === 'collect-info'),
    ).toBe(false);
    const undone = run(deleted, { type: 'undo' });
    expect(undone.content).toEqual(before.content);
    const redone = run(undone, { type: 'redo' });
    expect(redone.content).toEqual(deleted.content);
    // A new edit drops the redo branch.
    const edited = run(undone, { type: 'move', id: 'end-call', position: { x: 0, y: 0 } });
    expect(run(edited, { type: 'redo' })).toBe(edited);
  });

  it(`keeps ${String(HISTORY_LIMIT)} undo steps`, () => {
    let state = start();
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) {
      state = editorReducer(state, { type: 'move', id: 'end-call', position: { x: step, y: 0 } });
    }
    for (let step = 0; step < HISTORY_LIMIT; step += 1) state = editorReducer(state, { type: 'undo' });
    expect(state.content.nodes.find((node) => node.id === 'end-call')?.position.x).toBe(20);
    expect(run(state, { type: 'undo' })).toBe(state);
  });

  it('pastes a copy with new ids, shifted, keeping only the edges inside the selection', () => {
    const copied = run(
      start(),
      { type: 'select', ids: ['identify-purpose', 'collect-info'] },
      { type: 'copy' },
    );
    const pasted = run(copied, { type: 'paste' });
    const ids = new Set(pasted.content.nodes.map((node) => node.id));
    expect(ids.size).toBe(pasted.content.nodes.length);
    expect(pasted.content.nodes).toHaveLength(7);
    expect(pasted.selection).toHaveLength(2);
    const [first] = pasted.selection;
    const copy = pasted.content.nodes.find((node) => node.id === first);
    const original = pasted.content.nodes.find((node) => node.id === 'identify-purpose');
    expect(copy?.position.y).toBe((original?.position.y ?? 0) + PASTE_OFFSET);
    const newEdges = pasted.content.edges.slice(copied.content.edges.length);
    expect(newEdges).toHaveLength(1);
    expect(newEdges[0]?.source).toBe(first);
    expect(pasted.content.edges.map((edge) => edge.id)).toEqual([
      ...new Set(pasted.content.edges.map((edge) => edge.id)),
    ]);
  });

  it('loads a newer revision and records saves', () => {
    const edited = run(start(), { type: 'move', id: 'end-call', position: { x: 1, y: 1 } });
    const saved = run(edited, { type: 'saved', revision: 4 });
    expect(saved).toMatchObject({ revision: 4, dirty: false });
    const reloaded = run(saved, {
      type: 'load',
      content: defaultWorkflowContent('o@example.com'),
      revision: 9,
    });
    expect(reloaded).toMatchObject({ revision: 9, dirty: false, past: [], future: [] });
  });
});

describe('the workflow editor reducer: multi-select, keyboard edits and merges', () => {
  it('moves several nodes in one undo step', () => {
    const moved = run(start(), {
      type: 'moveMany',
      positions: { 'end-call': { x: 1, y: 2 }, 'collect-info': { x: 3, y: 4 }, ghost: { x: 0, y: 0 } },
    });
    expect(moved.past).toHaveLength(1);
    const position = (state: EditorState, id: string) =>
      state.content.nodes.find((node) => node.id === id)?.position;
    expect(position(moved, 'end-call')).toEqual({ x: 1, y: 2 });
    expect(position(moved, 'collect-info')).toEqual({ x: 3, y: 4 });
    expect(run(moved, { type: 'undo' }).content).toEqual(start().content);
    expect(run(start(), { type: 'moveMany', positions: { ghost: { x: 0, y: 0 } } })).toEqual(start());
  });

  it('makes typing into one field one undo step, and a new field a new one', () => {
    const frontend = (message: string) => ({ label: 'End call', message });
    const typed = run(
      start(),
      { type: 'configure', id: 'end-call', frontend: frontend('B'), field: 'message' },
      { type: 'configure', id: 'end-call', frontend: frontend('By'), field: 'message' },
      { type: 'configure', id: 'end-call', frontend: frontend('Bye'), field: 'message' },
    );
    expect(typed.past).toHaveLength(1);
    const relabelled = run(typed, {
      type: 'configure',
      id: 'end-call',
      frontend: { ...frontend('Bye'), label: 'Goodbye' },
      field: 'label',
    });
    expect(relabelled.past).toHaveLength(2);
    const back = run(relabelled, { type: 'undo' }, { type: 'undo' });
    expect(back.content).toEqual(start().content);
  });

  it("applies the canvas's selection changes to the current selection", () => {
    const state = run(
      start(),
      { type: 'select', ids: ['end-call'] },
      {
        type: 'changeSelection',
        changes: [
          { id: 'end-call', selected: false },
          { id: 'collect-info->end-call', selected: true },
          { id: 'collect-info', selected: true },
          { id: 'ghost', selected: true },
        ],
      },
    );
    expect(state.selection).toEqual(['collect-info->end-call', 'collect-info']);
  });

  it('selects and deletes an edge alone, keeping both of its nodes', () => {
    const edge = 'collect-info->end-call';
    const deleted = run(start(), { type: 'select', ids: [edge, 'nowhere'] }, { type: 'deleteSelection' });
    expect(deleted.content.edges.map((item) => item.id)).not.toContain(edge);
    expect(deleted.content.nodes).toHaveLength(start().content.nodes.length);
    expect(run(deleted, { type: 'undo' }).content.edges.map((item) => item.id)).toContain(edge);
  });

  it('connects a named branch once, and reconnecting the same outlet to the same step is a no-op', () => {
    const added = run(start(), { type: 'addNode', nodeType: 'FILTER', position: { x: 0, y: 0 } });
    const filter = added.selection[0] ?? '';
    const connect = { type: 'connect', source: filter, target: 'end-call', sourceHandle: 'yes' } as const;
    const connected = run(added, connect);
    expect(connected.content.edges.at(-1)).toMatchObject({ source: filter, sourceHandle: 'yes' });
    expect(run(connected, connect)).toBe(connected);
    // Another branch to the same step is another edge.
    const both = run(connected, { ...connect, sourceHandle: 'no' });
    expect(both.content.edges.filter((edge) => edge.source === filter)).toHaveLength(2);
  });

  it('takes a merge as one undoable step on the other revision, still to be saved', () => {
    const theirs = run(start(), { type: 'move', id: 'end-call', position: { x: 9, y: 9 } }).content;
    const merged = run(start(), { type: 'merged', content: theirs, revision: 8 });
    expect(merged).toMatchObject({ revision: 8, dirty: true, content: theirs });
    expect(run(merged, { type: 'undo' }).content).toEqual(start().content);
  });

  it('keeps edits made while a save was on its way unsaved', () => {
    const first = run(start(), { type: 'move', id: 'end-call', position: { x: 1, y: 1 } });
    const second = run(first, { type: 'move', id: 'end-call', position: { x: 2, y: 2 } });
    expect(run(second, { type: 'saved', revision: 4, content: first.content })).toMatchObject({
      revision: 4,
      dirty: true,
    });
    expect(run(second, { type: 'saved', revision: 4, content: second.content }).dirty).toBe(false);
  });
});

describe('the problems list', () => {
  it('lists graph problems first, then steps top to bottom by name, in plain words', () => {
    const content = buildWorkflow(
      [
        { id: 'a', type: 'SAY_EXACTLY', config: { label: 'Greeting', message: 'Hi' } },
        { id: 'b', type: 'END_CALL', config: {} },
      ],
      [],
    );
    const lines = problemLines(content);
    expect(lines[0]).toEqual({ nodeId: null, title: 'Workflow', message: GRAPH_PROBLEMS.noTrigger });
    expect(lines.slice(1).map((line) => line.title)).toEqual([
      'Greeting',
      'Greeting',
      'Unnamed End Call step',
      'Unnamed End Call step',
    ]);
    expect(lines.find((line) => line.nodeId === 'b')?.message).toBe('Message is required');
    // No schema path, zod wording or raw type reaches the list.
    expect(lines.map((line) => `${line.title} ${line.message}`).join('\n')).not.toMatch(
      /END_CALL|Invalid input|message:/,
    );
  });

  it('is empty for the default workflow', () => {
    expect(problemLines(defaultWorkflowContent('o@example.com'))).toEqual([]);
  });
});
