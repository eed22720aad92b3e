import { MSG_AGENT_NOT_FOUND, MSG_CAMPAIGN_NOT_FOUND, agentSchema, type Agent } from '@parley/domain';
import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../lib/async-state';
import { makeCurrentOrg, makeOrg } from '../../testing/factories';
import { renderRoutes } from '../../testing/render';
import type { AgentOrgPageProps } from '../../lib/agent-org-page';
import AgentOrgRoute from './agent-org-route';

// The agent document as Firestore would give it; only its orgId matters here.
const agentState = vi.hoisted(() => {
  const state: { current: AsyncState<Agent | null> } = { current: { status: 'loading' } };
  return state;
});
vi.mock('../../features/agents/api/get-agent', () => ({ useAgent: () => agentState.current }));

const agentOf = (orgId: string): Agent =>
  agentSchema.parse({ id: 'agent-1', uid: 'user-ann', orgId, name: 'Front desk' });

function Page({ orgId, agentId, agentName }: AgentOrgPageProps) {
  return <p>{`${agentName} (${agentId}) in ${orgId}`}</p>;
}

// A page whose own document (a campaign) the rules refuse to read: reactfire throws the read's error.
function RefusedPage(): ReactElement {
  throw new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
}

const render = (route: ReactElement = <AgentOrgRoute page={Page} />) =>
  renderRoutes(
    [
      { path: '/agent', element: <p>Agent list</p> },
      { path: '/agent/:agentId/numbers', element: route },
    ],
    { route: '/agent/agent-1/numbers', currentOrg: makeCurrentOrg(makeOrg({ id: 'org-acme' })) },
  );

describe('AgentOrgRoute', () => {
  it("renders the page in the agent's own organisation, not the selected one, with the agent's name", () => {
    agentState.current = { status: 'success', data: agentOf('org-globex') };
    render();
    expect(screen.getByText('Front desk (agent-1) in org-globex')).toBeInTheDocument();
  });

  it('sends the user to the agent list with a toast when the agent does not exist', async () => {
    agentState.current = { status: 'success', data: null };
    const { location } = render();
    expect(await screen.findByText('Agent list')).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_AGENT_NOT_FOUND);
  });

  it("sends the user to the agent list with the page's own toast when its document is refused", async () => {
    agentState.current = { status: 'success', data: agentOf('org-globex') };
    // React reports what the boundary caught on the console; the test asserts what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = render(<AgentOrgRoute page={RefusedPage} deniedMessage={MSG_CAMPAIGN_NOT_FOUND} />);
    expect(await screen.findByText('Agent list')).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_CAMPAIGN_NOT_FOUND);
    vi.restoreAllMocks();
  });
});
