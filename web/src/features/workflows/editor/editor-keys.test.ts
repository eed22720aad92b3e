import { describe, expect, it } from 'vitest';
import { editorKeyAction } from './editor-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'inField', boolean>> = {},
) =>
  editorKeyAction({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    inField: false,
    ...modifiers,
  });

describe("the editor's keyboard map", () => {
  it('undoes and redoes with Ctrl or Cmd, also from inside a field', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('z', { metaKey: true })).toEqual({ type: 'undo' });
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(press('z', { ctrlKey: true, inField: true })).toEqual({ type: 'undo' });
  });

  it('copies, pastes and deletes the selection, but leaves those keys to a field being typed in', () => {
    expect(press('c', { ctrlKey: true })).toEqual({ type: 'copy' });
    expect(press('v', { metaKey: true })).toEqual({ type: 'paste' });
    expect(press('Delete')).toEqual({ type: 'deleteSelection' });
    expect(press('Backspace')).toEqual({ type: 'deleteSelection' });
    expect(press('Delete', { inField: true })).toBeNull();
    expect(press('c', { ctrlKey: true, inField: true })).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
