// The agent workspace's tabs, in the order they are shown. Each feature adds its own entry here (the app
// layer composes features, which never import each other). A tab appears only once its feature exists:
// no entry, no tab, so the released app has no dead links.
import { MSG_CAMPAIGN_NOT_FOUND } from '@parley/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AB_TITLE } from '../../features/ab-tests/strings';
import { LABEL_ANALYTICS } from '../../features/analytics/strings';
import { LABEL_CALLS } from '../../features/calls/strings';
import { LABEL_KNOWLEDGE } from '../../features/knowledge/strings';
import { PROMPT_TITLE } from '../../features/prompt/strings';
import { TAB_TESTS } from '../../features/test-lab/strings';
import { LABEL_WORKFLOWS } from '../../features/workflows/list/strings';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import {
  TAB_CAMPAIGNS,
  TAB_NUMBERS,
  TAB_OVERVIEW,
  TAB_SETTINGS,
  TAB_VERSIONS,
  TAB_VOICE,
} from './agent-workspace-strings';

type WorkspacePage = LazyExoticComponent<ComponentType<AgentWorkspacePageProps>>;

export interface AgentWorkspaceTab {
  /** The URL segment after /agent/:agentId/ ('' for the Overview); also the tab's stable id. */
  readonly segment: string;
  readonly label: string;
  readonly page: WorkspacePage;
  /** Deeper routes under the tab (e.g. ':workflowId'), each rendered in place of the tab's page. */
  readonly children?: readonly AgentWorkspaceChildRoute[];
}

/** A deeper route under a tab (e.g. 'campaigns/:campaignId'), rendered in place of the tab's page. */
export interface AgentWorkspaceChildRoute {
  readonly path: string;
  readonly page: WorkspacePage;
  /**
   * The toast when the page's own document (a campaign) is missing or forbidden: the user is sent to
   * the agent list with it. Without it, such a failure shows the error panel.
   */
  readonly deniedMessage?: string;
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
  {
    segment: '',
    label: TAB_OVERVIEW,
    page: lazyPage(
      () => import('./agent-workspace-overview'),
      (m) => m.AgentOverviewPage,
    ),
  },
  {
    segment: 'prompt',
    label: PROMPT_TITLE,
    page: lazyPage(
      () => import('./prompt-tab-page'),
      (m) => m.PromptTabPage,
    ),
  },
  {
    segment: 'voice',
    label: TAB_VOICE,
    page: lazyPage(
      () => import('./agent-workspace-voice'),
      (m) => m.AgentWorkspaceVoicePage,
    ),
  },
  {
    segment: 'workflows',
    label: LABEL_WORKFLOWS,
    page: lazyPage(
      () => import('../../features/workflows/list/workflows-page'),
      (m) => m.WorkflowsPage,
    ),
    children: [
      {
        path: ':workflowId',
        page: lazyPage(
          () => import('./workflow-editor-tab-page'),
          (m) => m.WorkflowEditorTabPage,
        ),
      },
    ],
  },
  {
    segment: 'knowledge',
    label: LABEL_KNOWLEDGE,
    page: lazyPage(
      () => import('../../features/knowledge/routes/knowledge-page'),
      (m) => m.KnowledgePage,
    ),
  },
  {
    segment: 'numbers',
    label: TAB_NUMBERS,
    page: lazyPage(
      () => import('../../features/numbers/routes/numbers-page'),
      (m) => m.default,
    ),
  },
  {
    segment: 'campaigns',
    label: TAB_CAMPAIGNS,
    page: lazyPage(
      () => import('./campaigns-tab-page'),
      (m) => m.CampaignsTabPage,
    ),
    children: [
      {
        path: ':campaignId',
        page: lazyPage(
          () => import('./campaign-tab-page'),
          (m) => m.CampaignTabPage,
        ),
        deniedMessage: MSG_CAMPAIGN_NOT_FOUND,
      },
    ],
  },
  {
    segment: 'calls',
    label: LABEL_CALLS,
    page: lazyPage(
      () => import('../../features/calls/routes/agent-calls-page'),
      (m) => m.AgentCallsPage,
    ),
    children: [
      {
        path: ':callId',
        page: lazyPage(
          () => import('../../features/calls/routes/call-page'),
          (m) => m.AgentCallPage,
        ),
      },
    ],
  },
  {
    segment: 'analytics',
    label: LABEL_ANALYTICS,
    page: lazyPage(
      () => import('../../features/analytics/routes/agent-analytics-page'),
      (m) => m.AgentAnalyticsPage,
    ),
  },
  {
    segment: 'settings',
    label: TAB_SETTINGS,
    page: lazyPage(
      () => import('../../features/agents/routes/agent-settings-page'),
      (m) => m.AgentSettingsPage,
    ),
  },
  {
    segment: 'versions',
    label: TAB_VERSIONS,
    page: lazyPage(
      () => import('./agent-workspace-versions'),
      (m) => m.AgentVersionsPage,
    ),
  },
  {
    segment: 'tests',
    label: TAB_TESTS,
    page: lazyPage(
      () => import('../../features/test-lab/routes/test-lab-page'),
      (m) => m.TestLabPage,
    ),
  },
  {
    segment: 'ab-test',
    label: AB_TITLE,
    page: lazyPage(
      () => import('./ab-test-tab-page'),
      (m) => m.AbTestTabPage,
    ),
  },
];
