import { MSG_AGENT_LIMIT_REACHED, agentSchema, type Agent } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { AsyncState } from '../../../lib/async-state';
import { createAgentGate } from '../utils/plan-gate';
import { AgentsList } from './agents-list';

const agent = (id: string, name: string): Agent =>
  agentSchema.parse({ id, uid: 'user-ann', orgId: 'org-acme', name });
const allowed = { allowed: true, reason: null };

function renderList(
  agents: AsyncState<readonly Agent[]>,
  overrides: Partial<Parameters<typeof AgentsList>[0]> = {},
) {
  const props = {
    agents,
    createGate: allowed,
    onCreateClick: vi.fn(),
    onDuplicate: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  return { ...renderWithProviders(<AgentsList {...props} />), props };
}

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('AgentsList', () => {
  it('shows a loading skeleton while agents load', () => {
    renderList({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading agents' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Agents' })).not.toBeInTheDocument();
  });

  it('shows the error when agents cannot be loaded', () => {
    renderList({ status: 'error', error: new Error('Missing or insufficient permissions.') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load agents: Missing or insufficient permissions.',
    );
  });

  it('shows an empty state with a create call-to-action', async () => {
    const { user, props } = renderList({ status: 'success', data: [] });
    expect(screen.getByRole('heading', { name: 'No agents yet' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Create agent' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(props.onCreateClick).toHaveBeenCalledTimes(1);
  });

  it('lists agents linking to their pages and filters them by name', async () => {
    const { user } = renderList({
      status: 'success',
      data: [agent('a1', 'Front desk'), agent('a2', 'Sales line')],
    });
    const list = screen.getByRole('list', { name: 'Agents' });
    expect(within(list).getByRole('link', { name: 'Front desk' })).toHaveAttribute('href', '/agent/a1');
    await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'SALES');
    expect(within(list).queryByRole('link', { name: 'Front desk' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Sales line' })).toBeInTheDocument();
  });

  it('says when no agent matches the search', async () => {
    const { user } = renderList({ status: 'success', data: [agent('a1', 'Front desk')] });
    await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'zzz');
    expect(screen.getByText('No agents match “zzz”.')).toBeInTheDocument();
  });

  it('disables creating with the reason when the owner plan limit is reached', () => {
    renderList(
      { status: 'success', data: [agent('a1', 'Front desk')] },
      { createGate: createAgentGate('FREE', 1) },
    );
    const button = screen.getByRole('button', { name: 'Create agent' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(MSG_AGENT_LIMIT_REACHED);
    expect(screen.getByText(MSG_AGENT_LIMIT_REACHED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('lets a FREE organisation without agents create one', () => {
    renderList({ status: 'success', data: [] }, { createGate: createAgentGate('FREE', 0) });
    for (const button of screen.getAllByRole('button', { name: 'Create agent' }))
      expect(button).toBeEnabled();
  });

  it('offers duplicate and delete from each row menu', async () => {
    const front = agent('a1', 'Front desk');
    const { user, props } = renderList({ status: 'success', data: [front] });
    await user.click(screen.getByRole('button', { name: 'Actions for Front desk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(props.onDuplicate).toHaveBeenCalledWith(front);
    await user.click(screen.getByRole('button', { name: 'Actions for Front desk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(front);
  });

  it('disables Duplicate with the upgrade hint when no organisation has room for a copy', async () => {
    const front = agent('a1', 'Front desk');
    const { user, props } = renderList(
      { status: 'success', data: [front] },
      { duplicateRefusal: MSG_AGENT_LIMIT_REACHED },
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Front desk' }));
    const item = screen.getByRole('menuitem', { name: /^Duplicate/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(item).getByText(MSG_AGENT_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
    expect(props.onDuplicate).not.toHaveBeenCalled();
  });
});
