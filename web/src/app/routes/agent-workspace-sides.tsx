// An agent with its workflows, as one side of a version diff (the live agent or its draft). Composed
// here: the versions feature diffs what the agents and workflows features read.
import type { Agent, VersionSide } from '@parley/domain';
import { useMemo, type ReactNode } from 'react';
import { useAgent } from '../../features/agents/api/get-agent';
import { useAgentWorkflows } from '../../features/workflows/api/workflow-refs';

/** `agent` with its workflows, live; null while they load. */
export function useAgentSide(agent: Agent): VersionSide | null {
  const workflows = useAgentWorkflows(agent.id);
  const loaded = workflows.status === 'success' ? workflows.data : null;
  const side = useMemo(() => (loaded ? { agent, workflows: loaded } : null), [agent, loaded]);
  if (workflows.status === 'error') throw workflows.error;
  return side;
}

interface SidesProps {
  /** The live agent, loaded. */
  live: Agent;
  /** The draft's id, or null when there is none (its workflows are then not read: the rules refuse a query about an agent that does not exist). */
  draftAgentId: string | null;
  children: (sides: {
    live: VersionSide | null;
    draft: VersionSide | null;
    draftAgent: Agent | null;
  }) => ReactNode;
}

function DraftSide({
  draftAgentId,
  live,
  children,
}: {
  draftAgentId: string;
  live: VersionSide | null;
  children: SidesProps['children'];
}) {
  const draft = useAgent(draftAgentId);
  if (draft.status === 'error') throw draft.error;
  const draftAgent = draft.status === 'success' ? draft.data : null;
  return draftAgent ? (
    <LoadedDraftSide draftAgent={draftAgent} live={live}>
      {children}
    </LoadedDraftSide>
  ) : (
    children({ live, draft: null, draftAgent: null })
  );
}

function LoadedDraftSide({
  draftAgent,
  live,
  children,
}: {
  draftAgent: Agent;
  live: VersionSide | null;
  children: SidesProps['children'];
}) {
  const draft = useAgentSide(draftAgent);
  return children({ live, draft, draftAgent });
}

/** The live agent's side and its draft's (when it has one), handed to `children` as they load. */
export function AgentVersionSides({ live, draftAgentId, children }: SidesProps) {
  const liveSide = useAgentSide(live);
  if (!draftAgentId) return children({ live: liveSide, draft: null, draftAgent: null });
  return (
    <DraftSide draftAgentId={draftAgentId} live={liveSide}>
      {children}
    </DraftSide>
  );
}
