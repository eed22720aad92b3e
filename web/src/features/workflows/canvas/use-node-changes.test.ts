import { act, renderHook } from '@testing-library/react';
import { defaultWorkflowContent } from '@parley/domain';
import type { NodeChange } from '@xyflow/react';
import { describe, expect, it, vi } from 'vitest';
import { editorReducer, initialEditorState, type EditorAction } from '../editor/editor-state';
import type { StepNode } from './flow-model';
import { useNodeChanges } from './use-node-changes';

const drag = (id: string, x: number, dragging: boolean): NodeChange<StepNode> => ({
  type: 'position',
  id,
  position: { x, y: 0 },
  dragging,
});

describe('useNodeChanges', () => {
  it('keeps a drag local and makes the drop one move: the content (and so the validation) changes once', () => {
    const content = defaultWorkflowContent('o@example.com');
    let state = initialEditorState(content, 1);
    const actions: EditorAction[] = [];
    const dispatch = vi.fn((action: EditorAction) => {
      actions.push(action);
      state = editorReducer(state, action);
    });
    const { result } = renderHook(() => useNodeChanges(dispatch));

    // Every frame of the drag: the canvas draws the new position, the editor hears nothing.
    for (let x = 1; x <= 30; x += 1) {
      act(() => {
        result.current.onNodesChange([drag('end-call', x * 10, true)]);
      });
    }
    expect(result.current.dragged).toEqual({ 'end-call': { x: 300, y: 0 } });
    expect(dispatch).not.toHaveBeenCalled();
    expect(state.content).toBe(content);

    // The drop: one move, one undo step, and a new content for the validator to run on.
    act(() => {
      result.current.onNodesChange([drag('end-call', 310, false)]);
    });
    expect(result.current.dragged).toBeNull();
    expect(actions).toEqual([{ type: 'moveMany', positions: { 'end-call': { x: 310, y: 0 } } }]);
    expect(state.past).toEqual([content]);
    expect(state.content.nodes.find((node) => node.id === 'end-call')?.position).toEqual({ x: 310, y: 0 });
  });

  it('drops a step removed during its drag (a merge from the other tab) as nothing: no move, no undo step', () => {
    const content = defaultWorkflowContent('o@example.com');
    let state = initialEditorState(content, 1);
    const dispatch = vi.fn((action: EditorAction) => {
      state = editorReducer(state, action);
    });
    const { result } = renderHook(() => useNodeChanges(dispatch));
    act(() => {
      result.current.onNodesChange([drag('end-call', 50, true)]);
    });
    // The other tab's version, without the step, arrives while it is held.
    const merged = { ...content, nodes: content.nodes.filter((node) => node.id !== 'end-call') };
    state = editorReducer(state, { type: 'merged', content: merged, revision: 2 });
    const before = state;

    act(() => {
      result.current.onNodesChange([drag('end-call', 60, false)]);
    });
    expect(result.current.dragged).toBeNull();
    expect(dispatch).toHaveBeenCalledWith({ type: 'moveMany', positions: { 'end-call': { x: 60, y: 0 } } });
    expect(state).toBe(before);
  });

  it('passes selection changes on as one action', () => {
    const dispatch = vi.fn();
    const { result } = renderHook(() => useNodeChanges(dispatch));
    act(() => {
      result.current.onNodesChange([
        { type: 'select', id: 'a', selected: true },
        { type: 'select', id: 'b', selected: false },
      ]);
    });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({
      type: 'changeSelection',
      changes: [
        { id: 'a', selected: true },
        { id: 'b', selected: false },
      ],
    });
  });
});
