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
