import { MSG_UPGRADE_FOR_INVITES, MSG_VIEWER_READ_ONLY } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { OrgSettings } from './org-settings-page';

// The domain's rule of who runs an organisation, spied on so a test can show the page follows it.
const domain = vi.hoisted(() => ({ runsOrg: vi.fn<typeof import('@parley/domain').runsOrg>() }));
vi.mock('@parley/domain', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@parley/domain')>();
  domain.runsOrg.mockImplementation(actual.runsOrg);
  return { ...actual, runsOrg: domain.runsOrg };
});
// The public link reads the organisation's secrets live; these tests are about the other sections.
vi.mock('../components/public-invite-link', () => ({ OrgPublicInviteLink: () => null }));
// The switch's direct Firestore write, as the rules would take it.
const setVersionControl = vi.hoisted(() => vi.fn((_input: unknown) => Promise.resolve()));
vi.mock('../api/set-version-control', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSetVersionControl: () => useMutation({ mutationFn: setVersionControl }) };
});

const org = makeOrg({
  adminUids: ['user-ann'],
  ownerUid: 'user-owner',
  memberUids: ['user-owner', 'user-ann'],
});
const services = () => fakeServices({ api: vi.fn(() => Promise.resolve({ data: [] })) as never });

describe('OrgSettings', () => {
  afterEach(async () => {
    const actual = await vi.importActual<typeof import('@parley/domain')>('@parley/domain');
    domain.runsOrg.mockImplementation(actual.runsOrg);
  });

  it("decides who manages by the domain's runsOrg, not by a rule of its own", () => {
    const member = makeOrg({ memberUids: ['user-owner', 'user-ann'], ownerUid: 'user-owner' });
    domain.runsOrg.mockImplementation((_org, uid) => uid === 'user-ann');
    renderWithProviders(<OrgSettings org={member} uid="user-ann" readOnlyReason={null} />, {
      services: services(),
    });
    expect(domain.runsOrg).toHaveBeenCalledWith(member, 'user-ann');
    expect(screen.getByRole('region', { name: 'Invite people' })).toBeInTheDocument();
  });

  it('a member sees the people and the pending invites, but cannot invite nor see the public link', () => {
    const member = makeOrg({ memberUids: ['user-owner', 'user-ann'], ownerUid: 'user-owner' });
    renderWithProviders(<OrgSettings org={member} uid="user-ann" readOnlyReason={null} />, {
      services: services(),
    });
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pending invites' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public invite link' })).not.toBeInTheDocument();
  });

  it('an admin whose platform role is VIEWER neither invites nor reads the public link', () => {
    renderWithProviders(<OrgSettings org={org} uid="user-ann" readOnlyReason={MSG_VIEWER_READ_ONLY} />, {
      services: services(),
    });
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Public invite link' })).not.toBeInTheDocument();
  });

  it("on the owner's FREE plan, the public link is replaced by the upgrade notice", () => {
    renderWithProviders(<OrgSettings org={org} uid="user-ann" readOnlyReason={null} />, {
      services: services(),
    });
    const link = within(screen.getByRole('region', { name: 'Public invite link' }));
    expect(link.getByText(MSG_UPGRADE_FOR_INVITES)).toBeInTheDocument();
    expect(link.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('an admin turns agent version control on', async () => {
    const { user } = renderWithProviders(<OrgSettings org={org} uid="user-ann" readOnlyReason={null} />, {
      services: services(),
    });
    const toggle = screen.getByRole('switch', { name: 'Version control for agents' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(setVersionControl).toHaveBeenCalledWith({ orgId: 'org-acme', enabled: true }, expect.anything());
    expect(await screen.findByText('Version control is on: edits now go to drafts')).toBeInTheDocument();
  });

  it('a member sees the switch disabled, and why', () => {
    const member = makeOrg({ memberUids: ['user-owner', 'user-ann'], ownerUid: 'user-owner' });
    renderWithProviders(<OrgSettings org={member} uid="user-ann" readOnlyReason={null} />, {
      services: services(),
    });
    const toggle = screen.getByRole('switch', { name: 'Version control for agents' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription("Only the organization's owner and admins can change this.");
  });

  it('an admin whose platform role is VIEWER sees the switch disabled with the VIEWER reason', () => {
    renderWithProviders(
      <OrgSettings
        org={{ ...org, enableAgentVersionControl: true }}
        uid="user-ann"
        readOnlyReason={MSG_VIEWER_READ_ONLY}
      />,
      { services: services() },
    );
    const toggle = screen.getByRole('switch', { name: 'Version control for agents' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(MSG_VIEWER_READ_ONLY);
  });
});
