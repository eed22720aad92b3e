import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { TestProviders } from './test-providers';

interface RenderOptions {
  /** The URL the test starts at. */
  route?: string;
}

function setup() {
  return { user: userEvent.setup(), queryClient: createQueryClient({ retry: false }) };
}

/** Renders one component inside the app's providers and a router positioned at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const { user, queryClient } = setup();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...view, user, queryClient };
}

/** Renders a route table at `route`, so tests can follow redirects and navigation; returns the router. */
export function renderRoutes(routes: RouteObject[], { route = '/' }: RenderOptions = {}) {
  const { user, queryClient } = setup();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, user, queryClient, router };
}
