// The agent workspace's tabs, in the order they are shown. Each feature adds its own entry here (the app
// layer composes features, which never import each other). A tab appears only once its feature exists:
// no entry, no tab, so the released app has no dead links.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';

type WorkspacePage = LazyExoticComponent<ComponentType<AgentWorkspacePageProps>>;

export interface AgentWorkspaceTab {
  /** The URL segment after /agent/:agentId/ ('' for the Overview); also the tab's stable id. */
  readonly segment: string;
  readonly label: string;
  readonly page: WorkspacePage;
  /** Deeper routes under the tab (e.g. ':workflowId'), each rendered in place of the tab's page. */
  readonly children?: readonly { readonly path: string; readonly page: WorkspacePage }[];
}

/** A lazily loaded named export, so each tab is its own chunk. */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<AgentWorkspacePageProps>,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const agentWorkspaceTabs: readonly AgentWorkspaceTab[] = [
  // Overview, Prompt, Voice, Workflows, Knowledge, Numbers, Campaigns, Calls, Analytics, Settings, Versions
];
