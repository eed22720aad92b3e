import { HelperError, MSG_UNAUTHORIZED_ACCESS } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders, type RenderOptions } from '../../../testing/render';
import { useAvailableNumbers } from './get-available-numbers';

function Probe({ agentId }: { agentId: string }) {
  const state = useAvailableNumbers(agentId, true);
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error') return <p role="alert">{state.error.message}</p>;
  return <p>{[...state.data.agentPhoneNumbers, ...state.data.unassignedPhoneNumbers].join(',')}</p>;
}

function renderProbe(api: ApiFetch, agentId = 'agent 1', options: RenderOptions = {}) {
  return renderWithProviders(<Probe agentId={agentId} />, { services: fakeServices({ api }), ...options });
}

describe('useAvailableNumbers', () => {
  it('reads GET /public/phone-numbers/agents/{agentId}/available', async () => {
    const api = vi.fn(() =>
      Promise.resolve({ agentPhoneNumbers: ['+14155550101'], unassignedPhoneNumbers: ['+12125550102'] }),
    );
    renderProbe(api as unknown as ApiFetch);
    expect(await screen.findByText('+14155550101,+12125550102')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/public/phone-numbers/agents/agent%201/available',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("words a failed call as 'Error fetching available phone numbers: …'", async () => {
    const api = vi.fn(() => Promise.reject(new HelperError(503, { detail: 'Service unavailable' })));
    renderProbe(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching available phone numbers: Service unavailable',
    );
  });

  it("refuses with 'Unauthorized access' when signed out, without calling", async () => {
    const api = vi.fn();
    renderProbe(api, 'agent-1', { session: { status: 'signedOut' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${MSG_UNAUTHORIZED_ACCESS}$`));
    expect(api).not.toHaveBeenCalled();
  });
});
