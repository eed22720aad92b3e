import { workflowSchema, type Workflow } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import { WorkflowsList, type WorkflowsListProps } from './workflows-list';

vi.setConfig({ testTimeout: 20_000 });

const workflow = (id: string, name: string, overrides: Partial<Workflow> = {}): Workflow =>
  workflowSchema.parse({ id, agentId: 'agent-1', name, ...overrides });

const main = workflow('wf-main', 'Main line', {
  status: 'PUBLISHED',
  lastUpdatedAt: new Date('2026-11-20T09:30:00Z'),
  lastUpdatedBy: { uid: 'u1', email: 'ann@example.com', displayName: 'Ann Owner' },
});
const survey = workflow('wf-survey', 'Survey', { type: 'OUTBOUND' });

function renderList(workflows: AsyncState<readonly Workflow[]>, overrides: Partial<WorkflowsListProps> = {}) {
  const props: WorkflowsListProps = {
    workflows,
    defaultWorkflowId: 'wf-main',
    readOnlyReason: null,
    limitReason: null,
    onCreate: vi.fn(),
    onAction: vi.fn(),
    workflowHref: (id) => `/agent/agent-1/workflows/${id}`,
    ...overrides,
  };
  return { ...renderWithProviders(<WorkflowsList {...props} />), props };
}

describe('WorkflowsList', () => {
  it('shows loading, error and empty states', () => {
    const { rerender, props } = renderList({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading workflows' })).toBeInTheDocument();
    rerender(
      <WorkflowsList {...props} workflows={{ status: 'error', error: new Error('permission-denied') }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load workflows: permission-denied');
    rerender(<WorkflowsList {...props} workflows={{ status: 'success', data: [] }} />);
    expect(screen.getByRole('heading', { name: 'No workflows yet' })).toBeInTheDocument();
  });

  it('lists each workflow with its link, type, status, default marker and last edit', () => {
    renderList({ status: 'success', data: [main, survey] });
    const rows = within(screen.getByRole('list', { name: 'Workflows' })).getAllByRole('listitem');
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByRole('link', { name: 'Main line' })).toHaveAttribute(
      'href',
      '/agent/agent-1/workflows/wf-main',
    );
    expect(first?.getByText('Inbound')).toBeInTheDocument();
    expect(first?.getByText('Published')).toBeInTheDocument();
    expect(first?.getByText('Default')).toBeInTheDocument();
    expect(first?.getByText(/Edited by Ann Owner on /)).toBeInTheDocument();
    expect(second?.getByText('Outbound')).toBeInTheDocument();
    expect(second?.getByText('Draft')).toBeInTheDocument();
    expect(second?.queryByText('Default')).not.toBeInTheDocument();
    expect(second?.getByText('Not edited yet')).toBeInTheDocument();
  });

  it('offers the actions a workflow allows: the default one cannot be deleted or made default again', async () => {
    const { user, props } = renderList({ status: 'success', data: [main, survey] });

    await user.click(screen.getByRole('button', { name: 'Actions for Main line' }));
    let menu = within(screen.getByRole('menu'));
    expect(menu.queryByRole('menuitem', { name: 'Make default' })).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByText('The default workflow cannot be deleted')).toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: 'Mark as draft' }));
    expect(props.onAction).toHaveBeenLastCalledWith('unpublish', main);

    await user.click(screen.getByRole('button', { name: 'Actions for Survey' }));
    menu = within(screen.getByRole('menu'));
    await user.click(menu.getByRole('menuitem', { name: 'Make default' }));
    expect(props.onAction).toHaveBeenLastCalledWith('set-default', survey);
    await user.click(screen.getByRole('button', { name: 'Actions for Survey' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    expect(props.onAction).toHaveBeenLastCalledWith('delete', survey);
  });

  it('opens a blank or a template form', async () => {
    const { user, props } = renderList({ status: 'success', data: [main] });
    await user.click(screen.getByRole('button', { name: 'New workflow' }));
    expect(props.onCreate).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'New from template' }));
    expect(props.onCreate).toHaveBeenLastCalledWith(true);
  });

  it("at the plan's limit blocks creating and duplicating, with the reason and a way to upgrade", async () => {
    const { user } = renderList(
      { status: 'success', data: [main] },
      { limitReason: 'Workflow limit reached' },
    );
    expect(screen.getByRole('button', { name: 'New workflow' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New from template' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New workflow' })).toHaveAccessibleDescription(
      'Workflow limit reached',
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await user.click(screen.getByRole('button', { name: 'Actions for Main line' }));
    expect(screen.getByRole('menuitem', { name: /Duplicate/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is read-only for a VIEWER, saying why', () => {
    renderList({ status: 'success', data: [main] }, { readOnlyReason: 'Viewers can only look.' });
    expect(screen.getByRole('button', { name: 'New workflow' })).toHaveAccessibleDescription(
      'Viewers can only look.',
    );
    expect(screen.getByRole('button', { name: 'New workflow' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Actions for Main line' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Main line' })).toBeInTheDocument();
  });
});
