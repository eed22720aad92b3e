import { defaultWorkflowContent } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SidePanel } from './side-panel';

const content = defaultWorkflowContent('owner@example.com');
const context = { orgId: 'org-acme', agentId: 'agent-1', workflowId: 'wf-1' };

function renderPanel(selection: readonly string[], readOnlyReason: string | null = null) {
  const dispatch = vi.fn();
  const rendered = renderWithProviders(
    <SidePanel
      content={content}
      selection={selection}
      dispatch={dispatch}
      readOnlyReason={readOnlyReason}
      context={context}
    />,
  );
  return { ...rendered, dispatch };
}

describe('SidePanel', () => {
  it('asks for a step when none is selected, with nothing to delete', () => {
    renderPanel([]);
    expect(screen.getByText('Select a step to edit it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('counts several selected steps and deletes them together', async () => {
    const ids = content.nodes.slice(0, 2).map((node) => node.id);
    const { user, dispatch } = renderPanel(ids);
    expect(screen.getByText('2 steps selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'deleteSelection' });
  });

  it('deletes the one selected step from its settings', async () => {
    const { user, dispatch } = renderPanel(['collect-info']);
    expect(screen.getByRole('region', { name: /Collect/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'deleteSelection' });
  });

  it('keeps Delete disabled for a VIEWER', () => {
    const ids = content.nodes.slice(0, 2).map((node) => node.id);
    renderPanel(ids, 'Viewers cannot edit this agent.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
