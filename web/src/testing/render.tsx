import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
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

/** Runs a hook inside the app's providers (fakes for data), as renderWithProviders renders a component. */
export function renderHookWithProviders<Result>(hook: () => Result, options: RenderOptions = {}) {
  const { queryClient, providerProps } = setup(options);
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestProviders queryClient={queryClient} {...providerProps}>
        {children}
      </TestProviders>
    ),
  });
}

function RouteTable({ routes, onLocation }: { routes: RouteObject[]; onLocation: (at: Location) => void }) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders a route table at `route`, as the app does (declarative routing), so tests can follow
 * redirects and navigation; `location()` is where the router is now.
 */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { user, queryClient, services, providerProps } = setup(options);
  let current: Location | null = null;
  const view = render(
    <TestProviders queryClient={queryClient} {...providerProps}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <RouteTable
          routes={routes}
          onLocation={(at) => {
            current = at;
          }}
        />
      </MemoryRouter>
    </TestProviders>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { ...view, user, queryClient, services, location };
}
