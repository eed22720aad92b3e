import { MSG_AGENT_NOT_FOUND } from '@parley/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { agentWorkspaceRoutes } from './routes/agent-workspace-routes';
import { agentWorkspaceTabs } from './routes/agent-workspace-tabs';

// Each page is its own chunk, fetched on first visit; a Suspense boundary shows progress meanwhile.
// The signed-in layout (Firestore, reactfire, the shell) is one too: signed-out routes never load it.
const SignedInLayout = lazy(() => import('./signed-in-layout'));
const AgentsPage = lazy(() => import('../features/agents/routes/agents-page'));
// The agent workspace: its layout here, each tab its own chunk (routes/agent-workspace-tabs.tsx).
const AgentWorkspace = lazy(() => import('./routes/agent-workspace'));
const SignInPage = lazy(() => import('../features/auth/routes/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/routes/sign-up-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const ProfilePage = lazy(() => import('../features/account/routes/profile-page'));
const OrgSettingsPage = lazy(() => import('../features/orgs/routes/org-settings-page'));
const AcceptInvitePage = lazy(() => import('../features/orgs/routes/accept-invite-page'));
const PricingPage = lazy(() => import('../features/billing/routes/pricing-page'));
const BillingPage = lazy(() => import('../features/billing/routes/billing-page'));
// The organisation's call log and dashboard, across its agents (the agent's own are workspace tabs).
const OrgCallsPage = lazy(() => import('../features/calls/routes/org-calls-page'));
const OrgCallPage = lazy(() => import('../features/calls/routes/call-page'));
const OrgAnalyticsPage = lazy(() => import('../features/analytics/routes/org-analytics-page'));
const IntegrationsPage = lazy(() => import('../features/integrations/routes/integrations-page'));
const AdminAgentJobsPage = lazy(() => import('../features/admin/routes/admin-agent-jobs-page'));
const NotFoundRoute = lazy(async () => ({ default: (await import('./routes/not-found')).NotFoundRoute }));

// Every route renders inside an error boundary, so a failure never leaves a blank page: this one for
// the signed-out screens and the signed-in layout itself, the shell's around each signed-in page.
function RootLayout() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A page of one agent: an agent that is missing or not the user's sends them to the agent list. */
const agentPage = (page: ReactNode) => (
  <RouteErrorBoundary deniedMessage={MSG_AGENT_NOT_FOUND}>{page}</RouteErrorBoundary>
);

/**
 * The route table. Signed-out screens (sign-in, sign-up, reset, accept-invite) stand alone; everything
 * else is behind the auth guard, inside the shell, including the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.acceptInvite, element: <AcceptInvitePage /> },
      {
        element: (
          <RequireAuth>
            <SignedInLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={paths.agents} replace /> },
          { path: paths.agents, element: <AgentsPage /> },
          {
            path: `${paths.agents}/:agentId`,
            element: agentPage(<AgentWorkspace />),
            children: agentWorkspaceRoutes(agentWorkspaceTabs),
          },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.orgSettings, element: <OrgSettingsPage /> },
          { path: paths.pricing, element: <PricingPage /> },
          { path: paths.billing, element: <BillingPage /> },
          { path: paths.calls, element: <OrgCallsPage /> },
          { path: `${paths.calls}/:callId`, element: <OrgCallPage /> },
          { path: paths.analytics, element: <OrgAnalyticsPage /> },
          { path: paths.integrations, element: <IntegrationsPage /> },
          { path: paths.adminAgentJobs, element: <AdminAgentJobsPage /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing over the route table: Parley uses no loaders, actions or fetchers, and the data
 * router (createBrowserRouter) would add ~16 KB gz to every page, the sign-in route included.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
