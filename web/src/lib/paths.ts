/** Every route path the app links to, so features never hand-write URLs. */
export const paths = {
  home: '/',
  agents: '/agent',
  agent: (agentId: string) => `/agent/${encodeURIComponent(agentId)}`,
} as const;
