// The props every page of one agent receives from the app's agent routes (app/routes/), here in lib so
// feature pages can name them without importing the app layer.

/** A page of one agent that acts in that agent's organisation. */
export interface AgentOrgPageProps {
  orgId: string;
  agentId: string;
  /** The agent's name, for the page's breadcrumb back to it. */
  agentName: string;
}

/**
 * Where a workspace tab reads and writes what the user edits (prompt, settings, workflows, knowledge
 * links). With the organisation's version control off it is the live agent. With it on, edits go to the
 * agent's draft (docs/versions.md): `agentId` is the draft's id once it exists (the live agent's until
 * then, the two being equal), and `ensure()` makes the draft on the first edit (server-side, idempotent)
 * and answers the id to write to.
 */
export interface AgentEditTarget {
  /** The agent whose editable content the tab shows: the draft when there is one, else the live agent. */
  readonly agentId: string;
  /** True when `agentId` is a draft. */
  readonly isDraft: boolean;
  /** Resolves the id every edit must be written to, creating the draft first under version control. */
  readonly ensure: () => Promise<string>;
  /** Why the user may not edit (a VIEWER), or null. Tabs disable their controls and show it. */
  readonly readOnlyReason: string | null;
}

/** A tab of the agent workspace (/agent/:agentId/<segment>): the agent page props and the edit target. */
export interface AgentWorkspacePageProps extends AgentOrgPageProps {
  readonly edit: AgentEditTarget;
}
