import {
  MSG_NUMBER_LIMIT_REACHED,
  MSG_SIP_ADDRESS_INVALID,
  MSG_TWILIO_CREDENTIALS_REQUIRED,
  phoneNumberSchema,
  type PhoneNumber,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AgentNumbersView, type AgentNumbersViewProps } from './agent-numbers';

vi.setConfig({ testTimeout: 30_000 });

const number = (id: string, overrides: Partial<PhoneNumber>): PhoneNumber =>
  phoneNumberSchema.parse({
    id,
    orgId: 'org-acme',
    number: id,
    source: 'bought',
    agentId: 'a1',
    ...overrides,
  });

const PRIMARY = number('+14155550101', { isPrimary: true, provider: 'twilio' });
const SECOND = number('+12125550102', { source: 'imported', provider: 'vonage' });
const SIP = number('sip:desk@pbx.example.com', { source: 'sip' });

function renderView(overrides: Partial<AgentNumbersViewProps> = {}) {
  const props: AgentNumbersViewProps = {
    numbers: { status: 'success', data: [PRIMARY, SECOND, SIP] },
    limitReason: null,
    onSearch: vi.fn(() =>
      Promise.resolve([
        {
          phoneNumber: '+14155550199',
          friendlyName: '(415) 555-0199',
          locality: 'San Francisco',
          region: 'CA',
          countryCode: 'US',
        },
      ]),
    ),
    onBuy: vi.fn(() => Promise.resolve()),
    onImport: vi.fn(() => Promise.resolve()),
    onAddSip: vi.fn(() => Promise.resolve()),
    onSetPrimary: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<AgentNumbersView {...props} />), props };
}

describe('AgentNumbersView', () => {
  it('lists numbers with primary, source and the actions each allows', () => {
    renderView();
    const list = screen.getByRole('list', { name: 'Phone Numbers' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Primary')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: /Set as primary/ }),
    ).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Imported')).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).queryByRole('button', { name: /Set as primary/ }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete: / })).toHaveLength(3);
  });

  it('shows loading, empty and error states', () => {
    // Each state in its own render: rerender would drop the providers.
    const loading = renderView({ numbers: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading phone numbers' })).toBeInTheDocument();
    loading.unmount();
    const empty = renderView({ numbers: { status: 'success', data: [] } });
    expect(screen.getByText('This agent has no phone numbers yet.')).toBeInTheDocument();
    empty.unmount();
    renderView({ numbers: { status: 'error', error: new Error('denied') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load phone numbers: denied');
  });

  it('sets a primary number and deletes only after confirmation', async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: `Set as primary: ${SECOND.number}` }));
    expect(props.onSetPrimary).toHaveBeenCalledWith(SECOND);
    expect(await screen.findByText('Primary number changed.')).toBeInTheDocument();

    const remove = screen.getByRole('button', { name: `Delete: ${SECOND.number}` });
    await waitFor(() => {
      expect(remove).toBeEnabled();
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: `Delete ${SECOND.number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(SECOND);
    expect(await screen.findByText('Phone number deleted.')).toBeInTheDocument();
  });

  it('searches numbers for sale by country and area code and buys the chosen one', async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: 'Buy number' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy number' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Area code' }), '415');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(props.onSearch).toHaveBeenCalledWith({ countryCode: 'US', areaCode: '415' });
    const buy = within(dialog).getByRole('button', { name: 'Buy' });
    expect(buy).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: '+14155550199 · San Francisco · CA' }));
    await user.click(buy);
    expect(props.onBuy).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '+14155550199' }));
    expect(await screen.findByText('Phone number bought.')).toBeInTheDocument();
  });

  it('asks for the provider credentials when importing', async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: 'Import number' }));
    const dialog = screen.getByRole('dialog', { name: 'Import number' });
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '+14155550123');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(MSG_TWILIO_CREDENTIALS_REQUIRED)).toBeInTheDocument();
    expect(props.onImport).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Twilio Account SID' }), 'AC1');
    await user.type(within(dialog).getByLabelText('Twilio Auth Token'), 'token');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => {
      expect(props.onImport).toHaveBeenCalledWith(
        expect.objectContaining({ provider: 'twilio', phoneNumber: '+14155550123', twilioAccountSid: 'AC1' }),
      );
    });
  });

  it('checks a SIP address before adding it', async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: 'Add SIP address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add SIP address' });
    const field = within(dialog).getByRole('textbox', { name: /SIP address/ });
    await user.type(field, 'desk');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(MSG_SIP_ADDRESS_INVALID)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'sip:desk@pbx.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(props.onAddSip).toHaveBeenCalledWith('sip:desk@pbx.example.com');
    });
  });

  it('disables buy and import with the reason when the plan limit is reached', () => {
    renderView({ limitReason: MSG_NUMBER_LIMIT_REACHED });
    for (const name of ['Buy number', 'Import number']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(MSG_NUMBER_LIMIT_REACHED);
    }
    expect(screen.getByRole('button', { name: 'Add SIP address' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
