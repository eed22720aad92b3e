// The editor's keyboard map (docs/workflows.md, "The editor"): undo, redo, copy, paste, delete. Arrow
// keys move the selected steps and Enter/Space selects the focused one (React Flow's own, turned into
// editor actions by the canvas); Tab walks the steps.
import type { EditorAction } from './editor-state';

interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Typing in a field: its own keys (Delete, Ctrl+C…) stay the field's. */
  inField: boolean;
}

/** The action a key press asks for, or null to let it through. */
export function editorKeyAction({
  key,
  ctrlKey,
  metaKey,
  shiftKey,
  altKey,
  inField,
}: KeyInput): EditorAction | null {
  const command = (ctrlKey || metaKey) && !altKey;
  const lower = key.toLowerCase();
  if (command && lower === 'z') return { type: shiftKey ? 'redo' : 'undo' };
  if (command && lower === 'y' && !shiftKey) return { type: 'redo' };
  if (inField) return null;
  if (command && lower === 'c' && !shiftKey) return { type: 'copy' };
  if (command && lower === 'v' && !shiftKey) return { type: 'paste' };
  if ((key === 'Delete' || key === 'Backspace') && !command && !altKey) return { type: 'deleteSelection' };
  return null;
}

/** Whether a key event comes from a text field or select (whose Delete and Ctrl+C are their own). */
export function isInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A code editor (CodeMirror) keeps every key, its own undo history included. */
export function isInCodeEditor(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('.cm-editor') !== null;
}
