import { agentSchema, API_ROUTES, apiPath, type AgentInput } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { makeCurrentOrg } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { VapiSyncStatus } from './vapi-sync-status';

vi.setConfig({ testTimeout: 20_000 });

const agentWith = (vapiSync: AgentInput['vapiSync']) =>
  agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'o1', name: 'Front desk', vapiSync });
const pending = agentWith({ status: 'pending', version: 2, error: 'Service Unavailable' });

describe('VapiSyncStatus', () => {
  it('shows nothing when the agent is synced or was never synced', () => {
    const api = vi.fn() as unknown as ApiFetch;
    const services = fakeServices({ api });
    renderWithProviders(<VapiSyncStatus agent={agentWith(null)} />, { services });
    renderWithProviders(<VapiSyncStatus agent={agentWith({ status: 'synced', version: 2 })} />, { services });
    expect(screen.queryByText(/Voice engine sync pending/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });

  it('says a pending sync with Vapi’s reason, and “Retry now” runs the sync once', async () => {
    const api = vi.fn(() => Promise.resolve({ status: 'synced', assistantId: 'asst-1' }));
    const { user } = renderWithProviders(<VapiSyncStatus agent={pending} />, {
      services: fakeServices({ api: api as unknown as ApiFetch }),
    });
    expect(
      screen.getByText('Voice engine sync pending: Service Unavailable. Retrying automatically.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The voice engine is up to date.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(
      apiPath(API_ROUTES.retryVapiSync, { agentId: 'a1' }),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('offers no retry to those who may not change the agent', () => {
    renderWithProviders(<VapiSyncStatus agent={pending} />, {
      services: fakeServices({ api: vi.fn() as unknown as ApiFetch }),
      currentOrg: makeCurrentOrg(undefined, { changeRefusal: 'Viewers cannot change agents.' }),
    });
    expect(screen.getByText(/Voice engine sync pending/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });
});
