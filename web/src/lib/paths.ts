/** An agent's workspace, and a tab or deeper route of it when `rest` is given ('campaigns/c1'). */
const agentPath = (agentId: string, rest = '') =>
  `/agent/${encodeURIComponent(agentId)}${rest === '' ? '' : `/${rest}`}`;

/** Every route path the app links to, so features never hand-write URLs. */
export const paths = {
  home: '/',
  agents: '/agent',
  agent: (agentId: string) => agentPath(agentId),
  /** A tab of the agent workspace ('' is the Overview): app/routes/agent-workspace-tabs.tsx. */
  agentTab: (agentId: string, segment: string) => agentPath(agentId, segment),
  agentCampaigns: (agentId: string) => agentPath(agentId, 'campaigns'),
  agentCampaign: (agentId: string, campaignId: string) =>
    agentPath(agentId, `campaigns/${encodeURIComponent(campaignId)}`),
  agentNumbers: (agentId: string) => agentPath(agentId, 'numbers'),
  agentWorkflows: (agentId: string) => agentPath(agentId, 'workflows'),
  /** The workflow editor, optionally focused on one node (`?node=`: the publish dialog's links). */
  agentWorkflow: (agentId: string, workflowId: string, nodeId?: string) =>
    agentPath(agentId, `workflows/${encodeURIComponent(workflowId)}`) +
    (nodeId === undefined ? '' : `?${new URLSearchParams({ [NODE_PARAM]: nodeId }).toString()}`),
  /** The call log; `search` is a callLogSearch() query string (lib/call-log-url.ts). */
  agentCalls: (agentId: string, search = '') => agentPath(agentId, 'calls') + search,
  agentCall: (agentId: string, callId: string) => agentPath(agentId, `calls/${encodeURIComponent(callId)}`),
  agentAnalytics: (agentId: string) => agentPath(agentId, 'analytics'),
  /** The organisation's call log and dashboard, across its agents. */
  calls: '/calls',
  orgCalls: (search = '') => `/calls${search}`,
  orgCall: (callId: string) => `/calls/${encodeURIComponent(callId)}`,
  analytics: '/analytics',
  /** Platform ADMIN batch operations on agents (features/admin). */
  adminAgentJobs: '/admin/agent-jobs',
  signIn: '/sign-in',
  signUp: '/sign-up',
  resetPassword: '/reset-password',
  profile: '/profile',
  orgSettings: '/org/settings',
  acceptInvite: '/accept-invite',
  /** The action marketplace: integrations, custom actions, integration requests. */
  integrations: '/integrations',
  /** The plans and their limits; Stripe sends a cancelled checkout back here (BILLING_RETURN_PATHS). */
  pricing: '/pricing',
  /** The user's plan, invoices and credits; Stripe's checkout and portal return here. */
  billing: '/settings/billing',
} as const;

/** The element id of the Voice card on the agent workspace's Overview. */
export const AGENT_VOICE_SECTION_ID = 'agent-voice';

/** The campaign phone-number screens' optional query parameter holding the campaign id. */
export const EDIT_PARAM = 'edit';

/** The workflow editor's query parameter naming the node to select and bring into view. */
export const NODE_PARAM = 'node';

/** The query parameter that carries where to go after signing in. */
export const NEXT_PARAM = 'next';

/**
 * A return path that is safe to navigate to after sign-in: an in-app path (one leading slash, not the
 * auth screens themselves), else the agent list. Refuses `//host` and absolute URLs (open redirects).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.agents;
  const pathname = next.split(/[?#]/)[0] ?? '';
  if ([paths.signIn, paths.signUp, paths.resetPassword].includes(pathname as never)) return paths.agents;
  return next;
}

/** A path with `?next=` set, e.g. the sign-in page that returns to the page the visitor asked for. */
export function withNext(path: string, next: string | null | undefined): string {
  if (!next || safeNextPath(next) === paths.agents) return path;
  return `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

export type InviteSource = 'private' | 'public';

/** The link an invitee follows: `/accept-invite?token=…` (private e-mail invite) or with `&source=public`. */
export function acceptInvitePath(token: string, source: InviteSource = 'private'): string {
  const query = new URLSearchParams({ token });
  if (source === 'public') query.set('source', 'public');
  return `${paths.acceptInvite}?${query.toString()}`;
}
