import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { CurrentOrgValue } from '../lib/current-org';
import { createQueryClient } from '../lib/query-client';
import type { Services } from '../lib/services';
import type { Session } from '../lib/session';
import { makeCurrentOrg, makeSessionUser } from './factories';
import { fakeServices } from './fake-services';
import { TestProviders } from './test-providers';

export interface RenderOptions {
  /** The URL the test starts at. */
  route?: string;
  /** Signed in as makeSessionUser() unless told. */
  session?: Session;
  /** makeCurrentOrg() unless told; null to provide none. */
  currentOrg?: CurrentOrgValue | null;
  /** fakeServices() unless told. */
  services?: Services;
  refreshSession?: () => void;
}

function setup(options: RenderOptions) {
  const services = options.services ?? fakeServices();
  return {
    user: userEvent.setup(),
    queryClient: createQueryClient({ retry: false }),
    services,
    providerProps: {
      services,
      session: options.session ?? { status: 'signedIn' as const, user: makeSessionUser() },
      currentOrg: options.currentOrg === undefined ? makeCurrentOrg() : options.currentOrg,
      ...(options.refreshSession ? { refreshSession: options.refreshSession } : {}),
    },
  };
}

/** Renders one component inside the app's providers (fakes for data) and a router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { user, queryClient, services, providerProps } = setup(options);
  const view = render(
    <TestProviders queryClient={queryClient} {...providerProps}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...view, user, queryClient, services };
}

/** Renders a route table at `route`, so tests can follow redirects and navigation; returns the router. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { user, queryClient, services, providerProps } = setup(options);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const view = render(
    <TestProviders queryClient={queryClient} {...providerProps}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, user, queryClient, services, router };
}
