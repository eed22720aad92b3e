// The workspace's child routes, built from the tab registry: each tab at /agent/:agentId/<segment>, its
// deeper routes beneath it, and a not-found page for any other segment, inside the workspace.
import { Suspense, type ComponentType } from 'react';
import { useOutletContext, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { RouteErrorBoundary } from '../route-error-boundary';
import type { AgentWorkspaceTab } from './agent-workspace-tabs';
import { NotFoundRoute } from './not-found';

interface WorkspacePageRouteProps {
  page: ComponentType<AgentWorkspacePageProps>;
  deniedMessage?: string;
}

/** One tab page: the workspace layout hands it the page props through its <Outlet context>. */
function WorkspacePageRoute({ page: Page, deniedMessage }: WorkspacePageRouteProps) {
  const props = useOutletContext<AgentWorkspacePageProps>();
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
  if (deniedMessage === undefined) return page;
  return <RouteErrorBoundary deniedMessage={deniedMessage}>{page}</RouteErrorBoundary>;
}

/** The layout's children: one route per tab ('' is the index), deeper routes under it, then '*'. */
export function agentWorkspaceRoutes(tabs: readonly AgentWorkspaceTab[]): RouteObject[] {
  const tabRoutes = tabs.map((tab): RouteObject => {
    const element = <WorkspacePageRoute page={tab.page} />;
    if (tab.segment === '' && !tab.children?.length) return { index: true, element };
    return {
      path: tab.segment === '' ? undefined : tab.segment,
      children: [
        { index: true, element },
        ...(tab.children ?? []).map((child) => ({
          path: child.path,
          element: <WorkspacePageRoute page={child.page} deniedMessage={child.deniedMessage} />,
        })),
      ],
    };
  });
  return [...tabRoutes, { path: '*', element: <NotFoundRoute /> }];
}
