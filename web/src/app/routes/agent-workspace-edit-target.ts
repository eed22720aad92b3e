// The workspace's edit target (lib/agent-org-page.ts): where the tabs read and write what the user
// edits. Composed here, in the app layer, from the agents feature (the draft's live read) and the
// versions feature (POST /agent/draft), which never import each other.
import { editsGoToDraft, type Agent, type Organisation } from '@parley/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useAgentDraft } from '../../features/agents/api/get-agent-draft';
import { useEnsureAgentDraft } from '../../features/versions/api/publish-agent';
import type { AsyncState } from '../../lib/async-state';
import type { AgentEditTarget } from '../../lib/agent-org-page';

export interface AgentEditState {
  /** Whether edits go to a draft (the organisation's version control is on for this live agent). */
  readonly versionControl: boolean;
  /** The draft, live; null while there is none (or version control is off). */
  readonly draft: Agent | null;
  readonly edit: AgentEditTarget;
}

/**
 * The edit target of a live agent: with version control off, the agent itself; on, its draft once it
 * exists, `ensure()` making it on the first edit. The draft is made by the server, idempotently, so
 * two tabs (or two quick saves) asking at once land on the same document; one request per page is
 * shared meanwhile anyway, and its answer kept until the draft's live read catches up.
 */
export function useAgentEditTarget(
  agent: Agent,
  org: Pick<Organisation, 'enableAgentVersionControl'>,
  readOnlyReason: string | null,
): AsyncState<AgentEditState> {
  const versionControl = editsGoToDraft(agent, org);
  const draftState = useAgentDraft({ orgId: agent.orgId, agentId: agent.id });
  const draft = versionControl && draftState.status === 'success' ? draftState.data : null;
  const draftId = draft?.id ?? null;
  const { mutateAsync: ensureDraft } = useEnsureAgentDraft();
  const pending = useRef<Promise<string> | null>(null);
  const agentId = agent.id;

  const ensure = useCallback((): Promise<string> => {
    if (!versionControl) return Promise.resolve(agentId);
    if (draftId) return Promise.resolve(draftId);
    // Kept once answered (the draft's id never changes), forgotten on failure so a retry asks again.
    pending.current ??= ensureDraft({ agentId })
      .then((answer) => answer.data.draftAgentId)
      .catch((error: unknown) => {
        pending.current = null;
        throw error;
      });
    return pending.current;
  }, [versionControl, draftId, agentId, ensureDraft]);

  const edit = useMemo<AgentEditTarget>(
    () => ({ agentId: draftId ?? agentId, isDraft: draftId !== null, ensure, readOnlyReason }),
    [draftId, agentId, ensure, readOnlyReason],
  );

  if (versionControl && draftState.status !== 'success') return draftState;
  return { status: 'success', data: { versionControl, draft, edit } };
}
