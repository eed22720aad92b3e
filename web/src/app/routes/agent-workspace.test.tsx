import {
  MSG_VIEWER_READ_ONLY,
  agentSchema,
  draftAgentIdOf,
  type Agent,
  type Cluster,
  type Organisation,
} from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import type { AsyncState } from '../../lib/async-state';
import { fakeServices } from '../../testing/fake-services';
import { makeCurrentOrg, makeOrg } from '../../testing/factories';
import { renderRoutes } from '../../testing/render';
import AgentWorkspace from './agent-workspace';

// MUI dialogs and selects on a busy CI runner need more than jsdom's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

// The three live reads the layout makes, as Firestore would give them.
const reads = vi.hoisted(() => {
  const state: {
    agent: AsyncState<Agent | null>;
    draft: AsyncState<Agent | null>;
    org: AsyncState<Organisation | null>;
  } = { agent: { status: 'loading' }, draft: { status: 'loading' }, org: { status: 'loading' } };
  return state;
});
vi.mock('../../features/agents/api/get-agent', () => ({ useAgent: () => reads.agent }));
vi.mock('../../features/agents/api/get-agent-draft', () => ({ useAgentDraft: () => reads.draft }));
vi.mock('../../lib/use-organisation', () => ({ useOrganisation: () => reads.org }));

const hosts = { default: 'app.parley.ai', AU: 'au.parley.ai', ENTERPRISE: 'enterprise.parley.ai' };
const liveAgent = (overrides: Partial<Agent> = {}): Agent =>
  agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk', ...overrides });
const draftOf = (isEdited: boolean): Agent =>
  liveAgent({ id: draftAgentIdOf('a1'), isDraft: true, sourceAgentId: 'a1', isEdited });

/** A tab page that shows the edit target it was handed and resolves ensure() on demand. */
function EditTargetProbe() {
  const { edit, agentName, orgId } = useOutletContext<AgentWorkspacePageProps>();
  const [ensured, setEnsured] = useState<string | null>(null);
  return (
    <div>
      <p>{`${agentName} in ${orgId}; edits ${edit.agentId}${edit.isDraft ? ' (draft)' : ''}`}</p>
      <p>{`read-only: ${edit.readOnlyReason ?? 'no'}`}</p>
      <button type="button" onClick={() => void edit.ensure().then(setEnsured)}>
        ensure
      </button>
      {ensured && <p>{`writes to ${ensured}`}</p>}
    </div>
  );
}

function renderWorkspace({
  host = 'localhost:5173',
  route = '/agent/a1',
  currentOrg = makeCurrentOrg(),
  api = vi.fn(() => Promise.resolve({ data: { draftAgentId: draftAgentIdOf('a1') } })),
} = {}) {
  const redirect = vi.fn();
  const location = {
    protocol: host.startsWith('localhost') ? 'http:' : 'https:',
    host,
    pathname: '/agent/a1',
    search: '',
    hash: '',
  };
  const view = renderRoutes(
    [
      { path: '/agent', element: <h1>Agent list</h1> },
      {
        path: '/agent/:agentId',
        element: <AgentWorkspace access={{ location, hosts, redirect }} />,
        children: [
          { index: true, element: <EditTargetProbe /> },
          { path: 'settings', element: <EditTargetProbe /> },
        ],
      },
    ],
    { route, currentOrg, services: fakeServices({ api: api as never }) },
  );
  return { ...view, redirect, api };
}

beforeEach(() => {
  reads.agent = { status: 'success', data: liveAgent() };
  reads.draft = { status: 'success', data: null };
  reads.org = { status: 'success', data: makeOrg() };
});

describe('the agent workspace: entry rules', () => {
  it('shows progress while the agent loads', () => {
    reads.agent = { status: 'loading' };
    renderWorkspace();
    expect(screen.getByRole('status', { name: 'Loading agent' })).toBeInTheDocument();
  });

  it('sends the user to /agent with a toast when the agent does not exist', async () => {
    reads.agent = { status: 'success', data: null };
    const { location } = renderWorkspace();
    expect(await screen.findByRole('heading', { name: 'Agent list' })).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent not found');
  });

  it('sends the user to /agent with a toast on a permission error', async () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    reads.agent = { status: 'error', error: denied };
    const { location } = renderWorkspace();
    expect(await screen.findByRole('heading', { name: 'Agent list' })).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
  });

  it('shows any other load error in place', () => {
    reads.agent = { status: 'error', error: new Error('Network unavailable') };
    renderWorkspace();
    expect(screen.getByRole('alert')).toHaveTextContent('Network unavailable');
  });

  it.each<[Cluster, string, string | null]>([
    ['AU', 'app.parley.ai', 'https://au.parley.ai/agent/a1'],
    ['ENTERPRISE', 'app.parley.ai', 'https://enterprise.parley.ai/agent/a1'],
    ['PROD', 'au.parley.ai', 'https://app.parley.ai/agent/a1'],
    ['AU', 'au.parley.ai', null],
    ['AU', 'localhost:5173', null],
  ])('a %s agent opened on %s goes to %s', (cluster, host, target) => {
    reads.agent = { status: 'success', data: liveAgent({ cluster }) };
    const { redirect } = renderWorkspace({ host });
    if (target) {
      expect(redirect).toHaveBeenCalledWith(target);
      expect(screen.queryByRole('heading', { name: 'Front desk', level: 1 })).not.toBeInTheDocument();
    } else {
      expect(redirect).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Front desk', level: 1 })).toBeInTheDocument();
    }
  });
});

describe('the agent workspace: header and tabs', () => {
  it('names the agent, its cluster and the live version, and marks the current tab', () => {
    reads.agent = { status: 'success', data: liveAgent({ version: 3, cluster: 'AU' }) };
    renderWorkspace({ route: '/agent/a1/settings' });
    expect(screen.getByRole('heading', { name: 'Front desk', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Cluster AU')).toBeInTheDocument();
    expect(screen.getByText('Live v0.3')).toBeInTheDocument();
    const settings = screen.getByRole('tab', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(settings).toHaveAttribute('href', '/agent/a1/settings');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
  });
});

describe('the agent workspace: Publish', () => {
  it('is not offered with version control off: edits go live', () => {
    renderWorkspace();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Version actions' })).toBeInTheDocument();
  });

  it('is disabled with the reason while the draft has nothing to publish', () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    reads.draft = { status: 'success', data: draftOf(false) };
    renderWorkspace();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Nothing to publish: the draft is the same as what is live.');
  });

  it('is enabled once the draft is edited, and disabled for a VIEWER', () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    reads.draft = { status: 'success', data: draftOf(true) };
    const { unmount } = renderWorkspace();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    unmount();
    renderWorkspace({ currentOrg: makeCurrentOrg(undefined, { changeRefusal: MSG_VIEWER_READ_ONLY }) });
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(MSG_VIEWER_READ_ONLY);
  });
});

describe('the agent workspace: edit target', () => {
  it('with version control off, edits the live agent and shows no draft state', async () => {
    const { user, api } = renderWorkspace();
    expect(screen.getByText('Front desk in org-acme; edits a1')).toBeInTheDocument();
    expect(screen.queryByText('Up to date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ensure' }));
    expect(await screen.findByText('writes to a1')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('with version control on and no draft yet, is up to date and makes the draft on the first edit', async () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    const { user, api } = renderWorkspace();
    expect(screen.getByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('Front desk in org-acme; edits a1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ensure' }));
    expect(await screen.findByText('writes to a1_draft')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/agent/draft', expect.objectContaining({ body: { agentId: 'a1' } }));
  });

  it('with version control on and an edited draft, edits the draft and says Edited', async () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    reads.draft = { status: 'success', data: draftOf(true) };
    const { user, api } = renderWorkspace();
    expect(screen.getByText('Edited')).toBeInTheDocument();
    expect(screen.getByText('Front desk in org-acme; edits a1_draft (draft)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ensure' }));
    expect(await screen.findByText('writes to a1_draft')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('waits for the draft read under version control, so no tab shows the live agent first', () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    reads.draft = { status: 'loading' };
    renderWorkspace();
    expect(screen.getByRole('status', { name: 'Loading agent' })).toBeInTheDocument();
    expect(screen.queryByText(/edits/)).not.toBeInTheDocument();
  });

  it('tells a VIEWER why they may not edit', () => {
    renderWorkspace({ currentOrg: makeCurrentOrg(undefined, { changeRefusal: MSG_VIEWER_READ_ONLY }) });
    expect(screen.getByText(`read-only: ${MSG_VIEWER_READ_ONLY}`)).toBeInTheDocument();
  });

  it('shares one draft request between edits made at once', async () => {
    reads.org = { status: 'success', data: makeOrg({ enableAgentVersionControl: true }) };
    const { user, api } = renderWorkspace();
    const ensure = screen.getByRole('button', { name: 'ensure' });
    await Promise.all([user.click(ensure), user.click(ensure)]);
    await waitFor(() => {
      expect(screen.getByText('writes to a1_draft')).toBeInTheDocument();
    });
    expect(api).toHaveBeenCalledTimes(1);
  });
});
