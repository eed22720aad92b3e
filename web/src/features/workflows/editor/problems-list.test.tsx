import { buildWorkflow, validateWorkflow } from '@parley/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problemLines } from './editor-state';
import { ProblemsList } from './problems-list';

describe('the problems list', () => {
  it("lists each problem under its step's label, and a click focuses that step", async () => {
    const content = buildWorkflow(
      [
        { id: 'start', type: 'RECEIVE_CALL', config: {} },
        { id: 'ask', type: 'QUESTION', config: { label: 'Ask', question: 'Why?' } },
        { id: 'lost', type: 'SAY_EXACTLY', config: { label: 'Lost', message: 'Hi' } },
        { id: 'bye', type: 'END_CALL', config: { message: 'Bye {{reason}}' } },
      ],
      [
        ['start', 'ask'],
        ['ask', 'bye'],
      ],
    );
    const onFocusNode = vi.fn();
    render(
      <ProblemsList
        lines={problemLines(content, validateWorkflow(content).issues)}
        onFocusNode={onFocusNode}
      />,
    );
    expect(screen.getByRole('heading', { name: /Problems \(\d+ problems\)/ })).toBeInTheDocument();
    const lost = screen.getByRole('button', { name: /Lost.*Not reachable from the trigger/ });
    await userEvent.click(lost);
    expect(onFocusNode).toHaveBeenCalledWith('lost');
    await userEvent.click(screen.getByRole('button', { name: /Uses reason before every path/ }));
    expect(onFocusNode).toHaveBeenLastCalledWith('bye');
  });

  it('says so when there is nothing to fix, and graph problems are not buttons', () => {
    const { rerender } = render(<ProblemsList lines={[]} onFocusNode={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('No problems');
    rerender(
      <ProblemsList
        lines={[{ nodeId: null, title: 'Workflow', message: 'The workflow has no trigger' }]}
        onFocusNode={vi.fn()}
      />,
    );
    expect(screen.getByText('The workflow has no trigger')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
