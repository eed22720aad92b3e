import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';
import { AppShell } from './layout/app-shell';
import { RequireAuth } from './require-auth';

// Each page is its own chunk, fetched on first visit; a Suspense boundary shows progress meanwhile.
const AgentsPage = lazy(() => import('../features/agents/routes/agents-page'));
const AgentPage = lazy(() => import('../features/agents/routes/agent-page'));
const SignInPage = lazy(() => import('../features/auth/routes/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/routes/sign-up-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const ProfilePage = lazy(() => import('../features/account/routes/profile-page'));
const OrgSettingsPage = lazy(() => import('../features/orgs/routes/org-settings-page'));
const AcceptInvitePage = lazy(() => import('../features/orgs/routes/accept-invite-page'));
const NotFoundRoute = lazy(async () => ({ default: (await import('./routes/not-found')).NotFoundRoute }));

function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

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
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={paths.agents} replace /> },
          { path: paths.agents, element: <AgentsPage /> },
          { path: `${paths.agents}/:agentId`, element: <AgentPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.orgSettings, element: <OrgSettingsPage /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not per render, so navigation state survives re-renders.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
