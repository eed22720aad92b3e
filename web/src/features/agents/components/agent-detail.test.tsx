import { agentSchema, type Agent, type Cluster } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import type { AsyncState } from '../../../lib/async-state';
import { AgentDetail } from './agent-detail';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const hosts = { default: 'app.parley.ai', AU: 'au.parley.ai', ENTERPRISE: 'enterprise.parley.ai' };
const agent = (cluster: Cluster = 'PROD'): Agent =>
  agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk', cluster });
const locationAt = (host: string) => ({
  protocol: host.startsWith('localhost') ? 'http:' : 'https:',
  host,
  pathname: '/agent/a1',
  search: '',
  hash: '',
});

function renderDetail(agentState: AsyncState<Agent | null>, host = 'app.parley.ai') {
  const redirect = vi.fn();
  const onSave = vi.fn(() => Promise.resolve(true));
  const view = renderRoutes(
    [
      { path: '/agent', element: <h1>Agent list</h1> },
      {
        path: '/agent/:agentId',
        element: (
          <AgentDetail
            agentState={agentState}
            checklist={null}
            onSave={onSave}
            location={locationAt(host)}
            hosts={hosts}
            redirect={redirect}
          />
        ),
      },
    ],
    { route: '/agent/a1' },
  );
  return { ...view, redirect, onSave };
}

describe('AgentDetail entry rules', () => {
  it('shows progress while the agent loads', () => {
    renderDetail({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading agent' })).toBeInTheDocument();
  });

  it('sends the user to /agent with a toast when the agent does not exist', async () => {
    const { location } = renderDetail({ status: 'success', data: null });
    expect(await screen.findByRole('heading', { name: 'Agent list' })).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent not found');
  });

  it('sends the user to /agent with a toast on a permission error', async () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    const { location } = renderDetail({ status: 'error', error: denied });
    expect(await screen.findByRole('heading', { name: 'Agent list' })).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent not found');
  });

  it('shows any other load error in place', () => {
    renderDetail({ status: 'error', error: new Error('Network unavailable') });
    expect(screen.getByRole('alert')).toHaveTextContent('Network unavailable');
  });

  it('redirects an AU agent opened on the default host to the AU host', () => {
    const { redirect } = renderDetail({ status: 'success', data: agent('AU') });
    expect(redirect).toHaveBeenCalledWith('https://au.parley.ai/agent/a1');
    expect(screen.queryByRole('heading', { name: 'Front desk', level: 1 })).not.toBeInTheDocument();
  });

  it('redirects an ENTERPRISE agent to the enterprise host', () => {
    const { redirect } = renderDetail({ status: 'success', data: agent('ENTERPRISE') });
    expect(redirect).toHaveBeenCalledWith('https://enterprise.parley.ai/agent/a1');
  });

  it('redirects a PROD agent opened on the AU host to the default host', () => {
    const { redirect } = renderDetail({ status: 'success', data: agent('PROD') }, 'au.parley.ai');
    expect(redirect).toHaveBeenCalledWith('https://app.parley.ai/agent/a1');
  });

  it('opens an agent on its own cluster host', () => {
    const { redirect } = renderDetail({ status: 'success', data: agent('AU') }, 'au.parley.ai');
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Front desk', level: 1 })).toBeInTheDocument();
  });

  it.each(['localhost:5173', 'parley--pr-7-abc123.web.app'])(
    'never redirects on the exempt host %s',
    (host) => {
      const { redirect } = renderDetail({ status: 'success', data: agent('AU') }, host);
      expect(redirect).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Front desk', level: 1 })).toBeInTheDocument();
    },
  );

  it('shows the edit forms with Save disabled until something changes', () => {
    renderDetail({ status: 'success', data: agent() });
    for (const title of ['Name and greeting', 'General settings', 'Notifications', 'Advanced settings']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    for (const save of screen.getAllByRole('button', { name: 'Save' })) expect(save).toBeDisabled();
  });
});
