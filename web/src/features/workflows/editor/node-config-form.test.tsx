import type { WorkflowNode } from '@parley/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NodeConfigForm } from './node-config-form';

const context = { orgId: 'org-1', agentId: 'agent-1', workflowId: 'wf-1' };
const node = (type: string, frontend: Record<string, unknown>): WorkflowNode => ({
  id: 'n1',
  type: 'OTHER',
  position: { x: 0, y: 0 },
  data: {
    type,
    frontend,
    errors: {
      isolated: false,
      invalidOutgoerCount: false,
      invalidVariables: false,
      formValidationErrors: false,
    },
  },
});

describe("the side panel's node form", () => {
  it('adds a FILTER branch with a generated id and shows its condition error by field', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <NodeConfigForm
        node={node('FILTER', {})}
        onChange={onChange}
        readOnlyReason={null}
        context={context}
      />,
    );
    expect(screen.getByText('At least one branch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(onChange).toHaveBeenLastCalledWith(
      { branches: [{ id: 'branch-1', label: '', condition: '' }] },
      'branches.add',
    );
    rerender(
      <NodeConfigForm
        node={node('FILTER', { branches: [{ id: 'branch-1', label: 'Yes', condition: 'x ==' }] })}
        onChange={onChange}
        readOnlyReason={null}
        context={context}
      />,
    );
    expect(screen.getByLabelText('Branch 1: condition')).toHaveAccessibleDescription(/position/);
    await userEvent.type(screen.getByLabelText('Branch 1: label'), '!');
    expect(onChange).toHaveBeenLastCalledWith(
      { branches: [{ id: 'branch-1', label: 'Yes!', condition: 'x ==' }] },
      'branches.0.label',
    );
  });

  it("sets a QUESTION's optional variable with its first type, and removes it when its name is cleared", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <NodeConfigForm
        node={node('QUESTION', { question: 'Why?' })}
        onChange={onChange}
        readOnlyReason={null}
        context={context}
      />,
    );
    await userEvent.type(screen.getByLabelText('Variable: name'), 'a');
    expect(onChange).toHaveBeenLastCalledWith(
      { question: 'Why?', variable: { name: 'a', type: 'name' } },
      'variable.name',
    );
    rerender(
      <NodeConfigForm
        node={node('QUESTION', { question: 'Why?', variable: { name: 'a', type: 'name' } })}
        onChange={onChange}
        readOnlyReason={null}
        context={context}
      />,
    );
    await userEvent.clear(screen.getByLabelText('Variable: name'));
    expect(onChange).toHaveBeenLastCalledWith({ question: 'Why?' }, 'variable.name');
  });

  it('is read-only for a VIEWER, and an unknown type keeps only its label', () => {
    const { rerender } = render(
      <NodeConfigForm
        node={node('END_CALL', { message: 'Bye' })}
        onChange={vi.fn()}
        readOnlyReason="Viewers only read"
        context={context}
      />,
    );
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByLabelText('Label')).toBeDisabled();
    rerender(
      <NodeConfigForm
        node={node('FROM_THE_FUTURE', { x: 1 })}
        onChange={vi.fn()}
        readOnlyReason={null}
        context={context}
      />,
    );
    expect(screen.getByText(/Unknown step type/)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});
