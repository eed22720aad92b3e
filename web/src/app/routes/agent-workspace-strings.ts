// The agent workspace's own wording (the layout, header and tab names); the spec's texts stay in
// @parley/domain. Tab labels are listed here so the registry and the tests name them once.

export const TAB_OVERVIEW = 'Overview';
export const TAB_VOICE = 'Voice';
export const TAB_NUMBERS = 'Numbers';
export const TAB_CAMPAIGNS = 'Campaigns';
export const TAB_SETTINGS = 'Settings';
export const TAB_VERSIONS = 'Versions';

export const LABEL_WORKSPACE_TABS = 'Agent sections';
export const LABEL_CLUSTER = 'Cluster';
export const clusterLabel = (cluster: string): string => `Cluster ${cluster}`;
export const liveVersionLabel = (label: string): string => `Live ${label}`;
export const LABEL_DRAFT_EDITED = 'Edited';
export const LABEL_DRAFT_UP_TO_DATE = 'Up to date';
export const MSG_DRAFT_EDITED = 'Your draft has changes that are not live yet.';
export const MSG_DRAFT_UP_TO_DATE = 'What you edit is what is live.';

// ---- the B arm of an A/B test (a copy of the live agent that answers part of the calls) ----------
export const abArmTitle = (agentName: string): string => `${agentName} · Version B`;
export const LABEL_AB_ARM_B = 'A/B test: version B';
export const MSG_AB_ARM_B =
  'This is version B of an A/B test: it answers a share of the calls while the test runs. The live agent is version A.';
export const LABEL_AB_BREADCRUMB_B = 'Version B';
export const LABEL_BACK_TO_AB_TEST = 'Back to the A/B test';
