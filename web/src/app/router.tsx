import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { AppShell } from './layout/app-shell';

// Each page is its own chunk, fetched on first visit; the shell's Suspense shows progress meanwhile.
const AgentsPage = lazy(() => import('../features/agents/routes/agents-page'));
const AgentPage = lazy(() => import('../features/agents/routes/agent-page'));
const NotFoundRoute = lazy(async () => ({ default: (await import('./routes/not-found')).NotFoundRoute }));

/** The route table. Add a page by adding a lazy import above and a child route here. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to={paths.agents} replace /> },
      { path: paths.agents, element: <AgentsPage /> },
      { path: `${paths.agents}/:agentId`, element: <AgentPage /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not per render, so navigation state survives re-renders.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
