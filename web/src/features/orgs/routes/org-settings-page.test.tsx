import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { OrgSettings } from './org-settings-page';

const org = makeOrg({
  adminUids: ['user-ann'],
  ownerUid: 'user-owner',
  memberUids: ['user-owner', 'user-ann'],
});
const services = () => fakeServices({ api: vi.fn(() => Promise.resolve({ data: [] })) as never });

describe('OrgSettings', () => {
  it('a member sees the people and the pending invites, but cannot invite nor see the public link', () => {
    const member = makeOrg({ memberUids: ['user-owner', 'user-ann'], ownerUid: 'user-owner' });
    renderWithProviders(<OrgSettings org={member} uid="user-ann" readOnly={false} />, {
      services: services(),
    });
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pending invites' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public invite link' })).not.toBeInTheDocument();
  });

  it('an admin whose platform role is VIEWER neither invites nor reads the public link', () => {
    renderWithProviders(<OrgSettings org={org} uid="user-ann" readOnly />, { services: services() });
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public invite link' })).not.toBeInTheDocument();
  });
});
