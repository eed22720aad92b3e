// CodeMirror 6 with JavaScript highlighting, loaded lazily (code-node-form.tsx) so the editor is its own
// chunk, fetched only when a CODE node is opened.
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The accessible name of the editing area. */
  label: string;
  /** The id of the text that describes the editor (its hint), if any. */
  describedBy?: string;
  readOnly: boolean;
}

/** A controlled CodeMirror view: typing reports each change; a new `value` from outside replaces the text. */
export default function CodeEditor({
  value,
  onChange,
  onBlur,
  label,
  describedBy,
  readOnly,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  const outside = useRef(false);
  // The listeners read the latest callbacks without rebuilding the editor.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  useEffect(() => {
    if (!host.current) return undefined;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          javascript(),
          // The side panel is ~290 px wide: long lines wrap so every line is seen whole, not cut.
          EditorView.lineWrapping,
          editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !outside.current)
              callbacks.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            blur: () => {
              callbacks.current.onBlur();
            },
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is built once; value and readOnly changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, describedBy]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      // The new text came from the props: it is not the user's edit, so it is not reported back.
      outside.current = true;
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
      outside.current = false;
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  return (
    <Box
      ref={host}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        // At least a few lines tall even when empty, so the editor reads as a place to type code.
        '& .cm-editor': { minHeight: 120, maxHeight: 360, fontSize: 13 },
        '& .cm-scroller': { overflow: 'auto' },
        '& .cm-editor.cm-focused': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
