import { agentSchema } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AgentWorkspaceHeader } from './agent-workspace-header';

vi.setConfig({ testTimeout: 20_000 });

const live = agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'o1', name: 'Front desk', version: 3 });
// The B arm: a copy of the live agent, same name and version, made by the A/B test.
const armB = agentSchema.parse({
  ...live,
  id: 'a1_ab',
  isABTestAgent: true,
  abTestCaseId: 'test-1',
  sourceAgentId: 'a1',
});

describe('AgentWorkspaceHeader', () => {
  it('says when the last publish has not reached the voice engine yet', () => {
    const pending = agentSchema.parse({
      ...live,
      vapiSync: { status: 'pending', version: 3, error: 'Service Unavailable' },
    });
    renderWithProviders(<AgentWorkspaceHeader agent={pending} versionControl={false} draft={null} />);
    expect(
      screen.getByText('Voice engine sync pending: Service Unavailable. Retrying automatically.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
  });

  it('shows the live agent with its live version', () => {
    renderWithProviders(<AgentWorkspaceHeader agent={live} versionControl={false} draft={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Front desk' })).toBeInTheDocument();
    expect(screen.getByText('Live v0.3')).toBeInTheDocument();
    expect(screen.queryByText(/Version B/)).not.toBeInTheDocument();
  });

  it('marks the B arm of an A/B test as version B everywhere, with a way back to the test', () => {
    renderWithProviders(<AgentWorkspaceHeader agent={armB} versionControl={false} draft={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Front desk · Version B' })).toBeInTheDocument();
    expect(screen.queryByText('Live v0.3')).not.toBeInTheDocument();
    expect(screen.getByText('A/B test: version B')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Front desk' })).toHaveAttribute('href', '/agent/a1');
    expect(within(crumbs).getByText('Version B')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to the A/B test' })).toHaveAttribute(
      'href',
      '/agent/a1/ab-test',
    );
  });
});
