import {
  MSG_CAMPAIGN_CONTACTS_LOCKED,
  MSG_CONTACTS_NO_PHONE_COLUMN,
  campaignSchema,
  contactsLoadedLabel,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CampaignFormDialog, type CampaignFormDialogProps } from './campaign-form-dialog';

vi.setConfig({ testTimeout: 60_000 });

const csv = (text: string, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });

function renderForm(overrides: Partial<CampaignFormDialogProps> = {}) {
  const props: CampaignFormDialogProps = {
    open: true,
    onClose: vi.fn(),
    campaign: null,
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<CampaignFormDialog {...props} />), props };
}

const saveButton = () => screen.getByRole('button', { name: 'Save campaign' });

describe('CampaignFormDialog', () => {
  it('previews a CSV with its row errors and will not save until the file is clean', async () => {
    const { user, props } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Campaign name/ }), 'Spring leads');
    await user.upload(
      screen.getByLabelText('Choose CSV file'),
      csv(
        'Phone,Name,Company\n(415) 555-0101,Ann,Acme\nnot-a-number,Bob,Beta\n,Cy,Corp\n415-555-0101,Dee,Dup\n',
      ),
    );
    expect(await screen.findByText('1 contacts ready, 3 rows with errors')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Contacts preview' });
    expect(within(preview).getByRole('columnheader', { name: 'company' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '+14155550101 Ann Acme' })).toBeInTheDocument();
    const errors = screen.getByRole('alert');
    expect(within(errors).getByText('Row 3: Invalid phone number: not-a-number')).toBeInTheDocument();
    expect(within(errors).getByText('Row 4: Phone number is required')).toBeInTheDocument();
    expect(within(errors).getByText('Row 5: Duplicate phone number (first on row 2)')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const clean = csv('phone_number,name\n+442071234567,Ann\n');
    await user.upload(screen.getByLabelText('Choose CSV file'), clean);
    expect(await screen.findByText('1 contacts ready, 0 rows with errors')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    expect(props.onSubmit).toHaveBeenCalledWith({
      form: expect.objectContaining({
        name: 'Spring leads',
        days: [1, 2, 3, 4, 5],
        windowStart: '09:00',
      }) as unknown,
      contacts: clean,
    });
  });

  it('reports a file without a phone column', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Choose CSV file'), csv('email\nann@example.com\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_CONTACTS_NO_PHONE_COLUMN);
    expect(saveButton()).toBeDisabled();
  });

  it('requires a name', async () => {
    const { user, props } = renderForm();
    await user.click(saveButton());
    expect(await screen.findByText('Enter a campaign name.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('edits a running campaign without letting its contacts change', async () => {
    const campaign = campaignSchema.parse({
      id: 'c1',
      agentId: 'a1',
      orgId: 'org-acme',
      name: 'Spring leads',
      status: 'IN_PROGRESS',
    });
    const { user, props } = renderForm({ campaign });
    expect(screen.getByRole('dialog', { name: 'Edit campaign' })).toBeInTheDocument();
    expect(screen.getByText(MSG_CAMPAIGN_CONTACTS_LOCKED)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose CSV file')).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    expect(name).toHaveValue('Spring leads');
    await user.clear(name);
    await user.type(name, 'Autumn leads');
    await user.click(saveButton());
    expect(props.onSubmit).toHaveBeenCalledWith({
      form: expect.objectContaining({ name: 'Autumn leads' }) as unknown,
      contacts: null,
    });
  });

  it('shows which contacts file the campaign holds and how many contacts it loaded', () => {
    const path = 'campaign-contacts/org-acme/7f3a.csv';
    const campaign = campaignSchema.parse({
      id: 'c1',
      agentId: 'a1',
      orgId: 'org-acme',
      name: 'Spring leads',
      contactsFilePath: path,
      contactsImportedFrom: path,
      contactsFileName: 'spring-leads.csv',
      contactCount: 120,
    });
    renderForm({ campaign });
    expect(screen.getByText(contactsLoadedLabel('spring-leads.csv', 120))).toBeInTheDocument();
  });
});
