// React Flow's node changes as editor actions. A drag keeps the moving positions here, local to the
// canvas, and dispatches nothing until the drop: the editor's content, and with it the validation, the
// undo history, the side panel and the scheduled save, stays untouched for every frame of the drag. The
// drop (or an arrow key) is one `moveMany`: one undo step, one validation.
import type { EdgeChange, NodeChange } from '@xyflow/react';
import { useCallback, useState, type Dispatch } from 'react';
import type { EditorAction } from '../editor/editor-state';
import type { StepNode } from './flow-model';

type Position = { x: number; y: number };

/** The positions of the nodes being dragged, by id; null when nothing is. */
export type DraggedPositions = Readonly<Record<string, Position>> | null;

/** React Flow's select changes (clicks, Shift-drag box, Ctrl-click) as one editor action, or null. */
export function selectionChanges(changes: readonly (NodeChange | EdgeChange)[]): EditorAction | null {
  const selects = changes.flatMap((change) =>
    change.type === 'select' ? [{ id: change.id, selected: change.selected }] : [],
  );
  return selects.length > 0 ? { type: 'changeSelection', changes: selects } : null;
}

export function useNodeChanges(dispatch: Dispatch<EditorAction>): {
  dragged: DraggedPositions;
  onNodesChange: (changes: NodeChange<StepNode>[]) => void;
} {
  const [dragged, setDragged] = useState<DraggedPositions>(null);
  const onNodesChange = useCallback(
    (changes: NodeChange<StepNode>[]) => {
      const moving: Record<string, Position> = {};
      const moved: Record<string, Position> = {};
      for (const change of changes) {
        if (change.type !== 'position' || !change.position) continue;
        if (change.dragging) moving[change.id] = change.position;
        else moved[change.id] = change.position;
      }
      if (Object.keys(moving).length > 0) setDragged((before) => ({ ...before, ...moving }));
      if (Object.keys(moved).length > 0) {
        setDragged(null);
        dispatch({ type: 'moveMany', positions: moved });
      }
      const selecting = selectionChanges(changes);
      if (selecting) dispatch(selecting);
    },
    [dispatch],
  );
  return { dragged, onNodesChange };
}
