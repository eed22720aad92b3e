import { customActionSchema, customIntegrationSchema } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { ReviewQueue } from './review-queue';

vi.setConfig({ testTimeout: 60_000 });

const zendesk = customIntegrationSchema.parse({ id: 'zendesk', name: 'Zendesk' });
const pending = customActionSchema.parse({
  id: 'act-1',
  name: 'Create ticket',
  integrationId: 'zendesk',
  ownerUid: 'bob',
  status: 'pending_review',
  request: { method: 'POST', url: 'https://api.example.com/tickets', headers: {}, body: '' },
});

function renderQueue(actions = [pending]) {
  const api = vi.fn(() => Promise.resolve({ actionId: 'act-1', status: 'published' })) as unknown as ApiFetch;
  const view = renderWithProviders(<ReviewQueue actions={actions} integrations={[zendesk]} />, {
    services: fakeServices({ api }),
  });
  return { ...view, api };
}

describe('ReviewQueue', () => {
  it('approves an action pending review', async () => {
    const { user, api } = renderQueue();
    expect(screen.getByText('Create ticket · Zendesk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Action published.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/integrations/custom-actions/act-1/review',
      expect.objectContaining({ body: { decision: 'approve', note: '' } }),
    );
  });

  it('rejects only with a note saying what to change', async () => {
    const { user, api } = renderQueue();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject: Create ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say what to change')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the owner/ }), 'Add a schema');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Action sent back to its owner.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/integrations/custom-actions/act-1/review',
      expect.objectContaining({ body: { decision: 'reject', note: 'Add a schema' } }),
    );
  });

  it('says when nothing waits for review', () => {
    renderQueue([]);
    expect(screen.getByText('No actions are waiting for review.')).toBeInTheDocument();
  });
});
