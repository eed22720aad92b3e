import { API_ROUTES, apiPath } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { RuntimeSecretPanel } from './runtime-secret-panel';

vi.setConfig({ testTimeout: 20_000 });

const answer = (secret: string) => ({
  secret,
  rotatedAt: null,
  endpoint: 'http://127.0.0.1:5001/demo-parley/us-central1/runtime/agents/agent-1',
});

function renderPanel(api: ApiFetch) {
  return renderWithProviders(<RuntimeSecretPanel agentId="agent-1" />, { services: fakeServices({ api }) });
}

describe('RuntimeSecretPanel', () => {
  it('shows the endpoint and secret only when asked, and hides them again', async () => {
    const api = vi.fn(() => Promise.resolve(answer('prt_one'))) as unknown as ApiFetch;
    const { user } = renderPanel(api);
    const secret = screen.getByRole('textbox', { name: 'Runtime secret' });
    expect(secret).toHaveValue('Hidden');
    expect(api).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show endpoint and secret' }));
    await vi.waitFor(() => {
      expect(secret).toHaveValue('prt_one');
    });
    expect(screen.getByRole('textbox', { name: 'Endpoint (OpenAI base URL)' })).toHaveValue(
      answer('').endpoint,
    );
    expect(api).toHaveBeenCalledWith(
      apiPath(API_ROUTES.revealRuntimeSecret, { agentId: 'agent-1' }),
      expect.objectContaining({ method: 'POST' }),
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(secret).toHaveValue('Hidden');
  });

  it('rotates only once confirmed', async () => {
    const api = vi.fn(() => Promise.resolve(answer('prt_two'))) as unknown as ApiFetch;
    const { user } = renderPanel(api);
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the runtime secret?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Runtime secret' })).toHaveValue('prt_two');
    });
    expect(api).toHaveBeenCalledWith(
      apiPath(API_ROUTES.rotateRuntimeSecret, { agentId: 'agent-1' }),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Runtime secret rotated')).toBeInTheDocument();
  });
});
