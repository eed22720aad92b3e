import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CodeEditor from './code-editor';

describe('CodeEditor', () => {
  it('is a labelled, multi-line text area holding the code, editable unless read-only', () => {
    const props = { onChange: vi.fn(), onBlur: vi.fn(), label: 'Code' };
    const { rerender } = render(
      <CodeEditor {...props} value="export default (input) => input;" readOnly={false} />,
    );
    const area = screen.getByRole('textbox', { name: 'Code' });
    expect(area).toHaveTextContent('export default (input) => input;');
    expect(area).toHaveAttribute('contenteditable', 'true');

    rerender(<CodeEditor {...props} value="export default (input) => 1;" readOnly />);
    expect(area).toHaveTextContent('export default (input) => 1;');
    expect(area).toHaveAttribute('contenteditable', 'false');
    // Text set from outside is not reported back as the user's edit.
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('wraps long lines, so a line is shown whole in the narrow side panel', () => {
    render(
      <CodeEditor
        onChange={vi.fn()}
        onBlur={vi.fn()}
        label="Code"
        readOnly={false}
        value="export default (input) => ({ greeting: `Hello ${input.caller_name}, thanks for calling` });"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveClass('cm-lineWrapping');
  });
});
