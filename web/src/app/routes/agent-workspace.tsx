import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Agent } from '@parley/domain';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { CenteredProgress } from '../../components/centered-progress';
import { PageLoader } from '../../components/page-loader';
import { useAgent } from '../../features/agents/api/get-agent';
import { useAgentAccess, type AgentAccessOptions } from '../../features/agents/hooks/use-agent-access';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { useCurrentOrg } from '../../lib/current-org';
import { env } from '../../lib/env';
import { paths } from '../../lib/paths';
import { LABEL_LOADING_AGENT } from '../../lib/strings';
import { useOrganisation } from '../../lib/use-organisation';
import { useAgentEditTarget } from './agent-workspace-edit-target';
import { AgentWorkspaceHeader } from './agent-workspace-header';
import { AgentWorkspaceNav } from './agent-workspace-nav';
import { AgentVersionActions } from './agent-workspace-version-actions';
import { agentWorkspaceTabs } from './agent-workspace-tabs';

const leaveFor = (url: string) => {
  window.location.assign(url);
};

const appAccess = (): AgentAccessOptions => ({
  location: window.location,
  hosts: env.clusterHosts,
  redirect: leaveFor,
});

/**
 * /agent/:agentId: the agent workspace — a header saying what is live and what is being edited, the
 * tabs, and the current tab's page (docs/agent-workspace.md). A missing or forbidden agent sends the
 * user to the agent list; an agent of another cluster reloads the page on that cluster's host. `access`
 * is the page's location and the cluster hosts (the browser's unless a test says).
 */
export default function AgentWorkspace({ access }: { access?: AgentAccessOptions }) {
  const { agentId } = useParams();
  const options = useMemo(() => access ?? appAccess(), [access]);
  if (!agentId) return <Navigate to={paths.agents} replace />;
  return <LiveAgentWorkspace key={agentId} agentId={agentId} access={options} />;
}

function LiveAgentWorkspace({ agentId, access }: { agentId: string; access: AgentAccessOptions }) {
  const state = useAgentAccess(useAgent(agentId), access);
  if (state.status === 'loading' || state.status === 'leaving') {
    return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {state.error.message}
      </Alert>
    );
  }
  return <AgentOrgWorkspace agent={state.agent} />;
}

/** The loaded agent in its own organisation (not the one selected in the switcher). */
function AgentOrgWorkspace({ agent }: { agent: Agent }) {
  const org = useOrganisation(agent.orgId);
  if (org.status === 'loading') return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  if (org.status === 'error') throw org.error;
  // Without its organisation document nothing turns version control on: edits go live as before.
  const enableAgentVersionControl = org.data?.enableAgentVersionControl ?? false;
  return <EditableWorkspace agent={agent} enableAgentVersionControl={enableAgentVersionControl} />;
}

function EditableWorkspace({
  agent,
  enableAgentVersionControl,
}: {
  agent: Agent;
  enableAgentVersionControl: boolean;
}) {
  const { changeRefusal } = useCurrentOrg();
  const target = useAgentEditTarget(agent, { enableAgentVersionControl }, changeRefusal);
  const edit = target.status === 'success' ? target.data.edit : null;
  const pageProps = useMemo<AgentWorkspacePageProps | null>(
    () => (edit ? { orgId: agent.orgId, agentId: agent.id, agentName: agent.name, edit } : null),
    [agent.orgId, agent.id, agent.name, edit],
  );
  if (target.status === 'error') throw target.error;
  if (target.status === 'loading' || !pageProps) return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  const { versionControl, draft } = target.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%', minWidth: 0 }}>
      <AgentWorkspaceHeader
        agent={agent}
        versionControl={versionControl}
        draft={draft}
        actions={
          <AgentVersionActions
            agent={agent}
            versionControl={versionControl}
            draft={draft}
            readOnlyReason={changeRefusal}
          />
        }
      />
      <AgentWorkspaceNav agentId={agent.id} tabs={agentWorkspaceTabs} />
      <Suspense fallback={<PageLoader />}>
        <Outlet context={pageProps} />
      </Suspense>
    </Stack>
  );
}
