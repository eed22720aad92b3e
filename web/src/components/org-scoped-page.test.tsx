import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LABEL_LOADING_PAGE } from '../lib/strings';
import { makeCurrentOrg, makeOrg } from '../testing/factories';
import { renderWithProviders } from '../testing/render';
import { OrgScopedPage } from './org-scoped-page';

const page = (
  <OrgScopedPage title="Calls" noOrgText="Join an organisation first.">
    {(scope) => <p>Screen of {scope.orgId}</p>}
  </OrgScopedPage>
);

describe('OrgScopedPage', () => {
  it('shows the title over the screen of the current organisation', () => {
    const org = makeOrg({ id: 'org_42' });
    renderWithProviders(page, { currentOrg: makeCurrentOrg(org) });
    expect(screen.getByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    expect(screen.getByText('Screen of org_42')).toBeInTheDocument();
  });

  it('says what to do to a user in no organisation, without the screen', () => {
    renderWithProviders(page, { currentOrg: makeCurrentOrg(null) });
    expect(screen.getByText('Join an organisation first.')).toBeInTheDocument();
    expect(screen.queryByText(/Screen of/)).not.toBeInTheDocument();
  });

  it('shows only a loader while the organisation loads', () => {
    renderWithProviders(page, { currentOrg: makeCurrentOrg(null, { status: 'loading' }) });
    expect(screen.getByRole('progressbar', { name: LABEL_LOADING_PAGE })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
