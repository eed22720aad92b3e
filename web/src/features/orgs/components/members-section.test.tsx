import { screen, waitFor, within } from '@testing-library/react';
import { memberRemovedMessage } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { MembersSection } from './members-section';

const org = makeOrg({
  ownerUid: 'user-ann',
  adminUids: ['user-bob'],
  memberUids: ['user-ann', 'user-bob', 'user-cat'],
});

const profiles = {
  data: [
    { uid: 'user-ann', displayName: 'Ann Owner', email: 'ann@example.com' },
    { uid: 'user-bob', displayName: 'Bob Admin', email: 'bob@example.com' },
    { uid: 'user-cat', displayName: null, email: 'cat@example.com' },
  ],
};

function renderSection({ api, canManage = true }: { api?: ApiFetch; canManage?: boolean } = {}) {
  const services = fakeServices({
    api: api ?? (vi.fn(() => Promise.resolve(profiles)) as unknown as ApiFetch),
  });
  const view = renderWithProviders(<MembersSection org={org} currentUid="user-ann" canManage={canManage} />, {
    services,
  });
  return { ...view, services };
}

describe('MembersSection', () => {
  it('shows the owner, admins and members with names from POST /user/get-users', async () => {
    const { services } = renderSection();

    const owner = await screen.findByRole('region', { name: 'Owner' });
    expect(within(owner).getByText('Ann Owner')).toBeInTheDocument();
    expect(within(owner).getByText('You')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Admins' })).getByText('Bob Admin')).toBeInTheDocument();
    // Without a display name, the e-mail address stands in.
    expect(
      within(screen.getByRole('region', { name: 'Members' })).getByText('cat@example.com'),
    ).toBeInTheDocument();
    expect(services.api).toHaveBeenCalledWith(
      '/user/get-users',
      expect.objectContaining({ method: 'POST', body: { userIds: ['user-ann', 'user-bob', 'user-cat'] } }),
    );
  });

  it('shows a loading state, then an error with a retry', async () => {
    const api = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValueOnce(profiles) as unknown as ApiFetch;
    const { user } = renderSection({ api });

    expect(screen.getByLabelText('Loading members')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 503');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bob Admin')).toBeInTheDocument();
  });

  it('removes someone after confirmation, through the removeOrgMember callable', async () => {
    const { user, services } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Remove Bob Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bob Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(services.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'removeOrgMember' }), {
        orgId: 'org-acme',
        uid: 'user-bob',
      });
    });
    expect(await screen.findByText(memberRemovedMessage('Bob Admin'))).toBeInTheDocument();
  });

  it('does nothing when the removal is cancelled', async () => {
    const { user, services } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Remove cat@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(services.call).not.toHaveBeenCalled();
  });

  it('never offers to remove the owner or yourself, and nobody to a plain member', async () => {
    renderSection();
    await screen.findByText('Bob Admin');
    expect(screen.queryByRole('button', { name: 'Remove Ann Owner' })).not.toBeInTheDocument();
  });

  it('offers no removal to someone who cannot manage the organization', async () => {
    renderSection({ canManage: false });
    await screen.findByText('Bob Admin');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
