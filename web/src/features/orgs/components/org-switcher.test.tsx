import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCurrentOrg, makeOrg } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { OrgSwitcher } from './org-switcher';

describe('OrgSwitcher', () => {
  it("lists the user's organisations, marks the current one and switches", async () => {
    const setCurrentOrg = vi.fn();
    const currentOrg = makeCurrentOrg(makeOrg(), {
      orgs: [
        { id: 'org-acme', name: 'Acme' },
        { id: 'org-globex', name: 'Globex' },
      ],
      setCurrentOrg,
    });
    const { user } = renderWithProviders(<OrgSwitcher />, { currentOrg });

    await user.click(screen.getByRole('button', { name: 'Organization: Acme. Switch organization' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Acme' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Globex' }));

    expect(setCurrentOrg).toHaveBeenCalledWith('org-globex');
  });

  it('shows a placeholder while loading', () => {
    renderWithProviders(<OrgSwitcher />, { currentOrg: makeCurrentOrg(null, { status: 'loading' }) });

    expect(screen.getByLabelText('Loading organizations')).toBeInTheDocument();
  });

  it('shows nothing when the user belongs to no organisation', () => {
    renderWithProviders(<OrgSwitcher />, { currentOrg: makeCurrentOrg(null) });

    expect(screen.queryByRole('button', { name: /Switch organization/ })).not.toBeInTheDocument();
  });
});
