import Alert from '@mui/material/Alert';
import { causeMessage, MSG_AGENT_LIMIT_REACHED, type Agent, type Organisation } from '@parley/domain';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { useCurrentOrg } from '../../../lib/current-org';
import { isPlanLimitError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { useOrgLiveAgents } from '../../../lib/use-org-live-agents';
import { useUserProfile } from '../../../lib/use-user-profile';
import { useCreateAgent } from '../api/create-agent';
import { useDuplicateAgent } from '../api/duplicate-agent';
import { AgentsScreen } from '../components/agents-screen';
import { useDeleteAgentFlow } from '../hooks/use-delete-agent-flow';
import { createAgentGate } from '../utils/plan-gate';
import {
  MSG_AGENT_CREATED,
  MSG_AGENT_DUPLICATED,
  MSG_LOAD_ORGANISATION_FAILED,
  MSG_NO_ORGANISATION_YET,
  agentDuplicatedIntoMessage,
} from '../../../lib/strings';

function OrgAgents({ org }: { org: Organisation }) {
  const user = useSignedInUser();
  const { orgs, changeRefusal } = useCurrentOrg();
  const navigate = useNavigate();
  const notify = useNotify();
  const agents = useOrgLiveAgents(org.id);
  const profile = useUserProfile(user.uid);
  const createAgent = useCreateAgent();
  const duplicateAgent = useDuplicateAgent();

  const me = profile.status === 'success' && profile.data ? profile.data : null;
  // The owner's plan, as campaigns and numbers read it (t_orgs.ownerPlan): every member sees the gate.
  const ownerPlan = useOwnerPlan(org.id);
  // Counted as the createAgent function counts: the organisation's agentIds.
  const gate = createAgentGate(ownerPlan, org.agentIds.length, changeRefusal);
  // A copy into this organisation meets the same gate; other organisations' agent counts are not loaded
  // here, so the server decides for them (and its refusal shows in the dialog).
  const { allowed, reason } = gate;
  const duplicateTargets = useMemo(
    () => orgs.map((option) => (option.id === org.id ? { ...option, gate: { allowed, reason } } : option)),
    [orgs, org.id, allowed, reason],
  );
  const onDelete = useDeleteAgentFlow({ user: me ? { uid: me.uid, role: me.role } : null, org });

  const onCreate = useCallback(
    async (name: string) => {
      try {
        const { agentId } = await createAgent.mutateAsync({ orgId: org.id, name });
        notify(MSG_AGENT_CREATED, { severity: 'success' });
        void navigate(paths.agent(agentId));
      } catch (error) {
        if (isPlanLimitError(error)) throw new Error(MSG_AGENT_LIMIT_REACHED, { cause: error });
        throw new Error(causeMessage(error), { cause: error });
      }
    },
    [createAgent, org.id, notify, navigate],
  );

  const onDuplicate = useCallback(
    async (agent: Agent, targetOrgId: string) => {
      try {
        await duplicateAgent.mutateAsync({ agentId: agent.id, targetOrgId });
      } catch (error) {
        throw new Error(causeMessage(error), { cause: error });
      }
      const target = orgs.find((candidate) => candidate.id === targetOrgId)?.name;
      notify(target && targetOrgId !== org.id ? agentDuplicatedIntoMessage(target) : MSG_AGENT_DUPLICATED, {
        severity: 'success',
      });
    },
    [duplicateAgent, notify, orgs, org.id],
  );

  return (
    <AgentsScreen
      agents={agents}
      createGate={gate}
      readOnly={changeRefusal !== null}
      checklist={me?.newUserCheckList ?? null}
      orgs={duplicateTargets}
      currentOrgId={org.id}
      onCreate={onCreate}
      onDuplicate={onDuplicate}
      onDelete={(agent) => {
        void onDelete(agent);
      }}
    />
  );
}

const NOTHING_TO_CREATE = { allowed: false, reason: null } as const;

/** /agent: the current organisation's agents. */
export default function AgentsPage() {
  const current = useCurrentOrg();
  if (current.status === 'success' && current.org)
    return <OrgAgents key={current.org.id} org={current.org} />;
  if (current.status === 'success') {
    return <Alert severity="info">{MSG_NO_ORGANISATION_YET}</Alert>;
  }
  const agents =
    current.status === 'error'
      ? { status: 'error' as const, error: current.error ?? new Error(MSG_LOAD_ORGANISATION_FAILED) }
      : { status: 'loading' as const };
  return (
    <AgentsScreen
      agents={agents}
      createGate={NOTHING_TO_CREATE}
      readOnly={false}
      checklist={null}
      orgs={[]}
      currentOrgId={null}
      onCreate={() => Promise.resolve()}
      onDuplicate={() => Promise.resolve()}
      onDelete={() => undefined}
    />
  );
}
