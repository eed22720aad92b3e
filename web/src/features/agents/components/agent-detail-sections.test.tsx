import { agentSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AgentDetail } from './agent-detail';

vi.setConfig({ testTimeout: 20_000 });

const agent = agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk' });
const hosts = { default: 'app.parley.ai', AU: 'au.parley.ai', ENTERPRISE: 'enterprise.parley.ai' };
const location = { protocol: 'https:', host: 'app.parley.ai', pathname: '/agent/a1', search: '', hash: '' };

describe('AgentDetail sections', () => {
  it('draws the sections other features add, each a titled region given the live agent', () => {
    renderWithProviders(
      <AgentDetail
        agentState={{ status: 'success', data: agent }}
        checklist={null}
        onSave={vi.fn(() => Promise.resolve(true))}
        location={location}
        hosts={hosts}
        redirect={vi.fn()}
        sections={[
          { id: 'voice', title: 'Voice', render: (live) => <p>Voice of {live.name}</p> },
          { id: 'campaigns', title: 'Campaigns', render: () => <p>Campaign list</p> },
        ]}
      />,
      { route: '/agent/a1' },
    );
    // In order, before the agent's own settings forms.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.slice(0, 2)).toEqual(['voice', 'campaigns']);
    expect(screen.getByRole('region', { name: 'Voice' })).toHaveTextContent('Voice of Front desk');
    expect(screen.getByRole('region', { name: 'Campaigns' })).toHaveTextContent('Campaign list');
  });

  it('draws no section before the agent has loaded', () => {
    const render = vi.fn(() => <p>Voice</p>);
    renderWithProviders(
      <AgentDetail
        agentState={{ status: 'loading' }}
        checklist={null}
        onSave={vi.fn(() => Promise.resolve(true))}
        location={location}
        hosts={hosts}
        redirect={vi.fn()}
        sections={[{ id: 'voice', title: 'Voice', render }]}
      />,
    );
    expect(render).not.toHaveBeenCalled();
  });
});
