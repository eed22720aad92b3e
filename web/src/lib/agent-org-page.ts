// The props every page of one agent receives from the app's agent route (app/routes/agent-org-route.tsx),
// here in lib so feature pages can name them without importing the app layer.

/** A page of one agent that acts in that agent's organisation. */
export interface AgentOrgPageProps {
  orgId: string;
  agentId: string;
  /** The agent's name, for the page's breadcrumb back to it. */
  agentName: string;
}
