// What the node forms' tests share: a fake API behind the customer token and a form rendered with the
// props the side panel would give it.
import { API_ROUTES } from '@parley/domain';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { ApiFetch, ApiRequestOptions } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import type { NodeFormProps } from './node-forms';

/** How a fake route answers a request. */
export type Route = (options: ApiRequestOptions) => Promise<unknown>;

/** An API that hands out the agent's customer token and answers each route path given; any other fails. */
export function apiAnswering(routes: Readonly<Partial<Record<string, Route>>>) {
  return vi.fn((path: string, options: ApiRequestOptions = {}) => {
    if (path === API_ROUTES.getCustomerToken.path)
      return Promise.resolve({ token: 'pct1.t', agentId: 'agent-1', orgId: 'org-acme', expiresAt: 1 });
    const route = routes[path];
    return route ? route(options) : Promise.reject(new Error(`unexpected ${path}`));
  }) as unknown as ApiFetch & ReturnType<typeof vi.fn>;
}

/** Renders `Form` for agent-1's workflow wf-1, editable unless `props` says otherwise. */
export function renderNodeForm(
  Form: ComponentType<NodeFormProps>,
  api: ApiFetch,
  props: Pick<NodeFormProps, 'nodeId' | 'nodeType' | 'config'> & Partial<NodeFormProps>,
) {
  const all: NodeFormProps = {
    orgId: 'org-acme',
    agentId: 'agent-1',
    workflowId: 'wf-1',
    onChange: vi.fn(),
    readOnlyReason: null,
    ...props,
  };
  return {
    ...renderWithProviders(<Form {...all} />, { services: fakeServices({ api }) }),
    props: all,
  };
}
