import { screen, waitFor, within } from '@testing-library/react';
import { MSG_INVITE_CANCELED } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { PendingInvitesList } from './pending-invites-list';

const org = makeOrg({
  pendingInvites: [
    { id: 'inv-1', email: 'dan@example.com', role: 'member', invitedAt: Date.UTC(2026, 0, 2) },
    { id: 'inv-2', email: 'eve@example.com', role: 'admin', expiresAt: Date.UTC(2020, 0, 9) },
  ],
});

describe('PendingInvitesList', () => {
  it('says so when there are no pending invites', () => {
    renderWithProviders(<PendingInvitesList org={makeOrg()} canManage />);
    expect(screen.getByText('No pending invites.')).toBeInTheDocument();
  });

  it('lists invites with their role and cancels one after confirmation', async () => {
    const services = fakeServices({ api: vi.fn(() => Promise.resolve({ ok: true })) as never });
    const { user } = renderWithProviders(<PendingInvitesList org={org} canManage />, { services });
    const list = screen.getByRole('list', { name: 'Pending invites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Admin')).toBeInTheDocument();
    // Expired invites stay listed, marked, until cancelled.
    expect(within(list).getByText('Expired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel invite to dan@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel invite' }));

    expect(await screen.findByText(MSG_INVITE_CANCELED)).toBeInTheDocument();
    await waitFor(() => {
      expect(services.api).toHaveBeenCalledWith(
        '/api/org-invite',
        expect.objectContaining({ method: 'DELETE', body: { orgId: 'org-acme', inviteTokenId: 'inv-1' } }),
      );
    });
  });

  it('offers no cancel button to plain members', () => {
    renderWithProviders(<PendingInvitesList org={org} canManage={false} />);
    expect(screen.queryByRole('button', { name: /Cancel invite/ })).not.toBeInTheDocument();
  });
});
