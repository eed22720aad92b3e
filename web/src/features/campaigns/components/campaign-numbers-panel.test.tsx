import {
  MSG_IMPORT_NUMBER_ERROR_FALLBACK,
  MSG_TWILIO_CONNECTED,
  MSG_TWILIO_SID_REQUIRED,
  MSG_TWILIO_TOKEN_REQUIRED,
} from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CampaignNumbersPanel, type CampaignNumbersPanelProps } from './campaign-numbers-panel';

vi.setConfig({ testTimeout: 30_000 });

const SF = '+14155550101';
const NY = '+12125550102';

function renderPanel(overrides: Partial<CampaignNumbersPanelProps> = {}) {
  const props: CampaignNumbersPanelProps = {
    routing: { routingType: 'weight', phoneNumbers: [{ id: SF, number: SF, isActive: true, weight: 100 }] },
    onSave: vi.fn(() => Promise.resolve()),
    available: { status: 'success', data: { agentPhoneNumbers: [NY], unassignedPhoneNumbers: [] } },
    onAssign: vi.fn(() => Promise.resolve()),
    onTwilioImport: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<CampaignNumbersPanel {...props} />), props };
}

async function openTwilioImport(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Phone Numbers' }));
  await user.click(screen.getByRole('button', { name: 'Import numbers from Twilio' }));
  return screen.findByRole('dialog', { name: 'Import Numbers From Twilio' });
}

describe('CampaignNumbersPanel', () => {
  it('saves edited weights only when asked', async () => {
    const { user, props } = renderPanel();
    const save = screen.getByRole('button', { name: 'Save routing' });
    expect(save).toBeDisabled();
    const weight = screen.getByRole('spinbutton', { name: `Weight for ${SF}` });
    await user.clear(weight);
    await user.type(weight, '40');
    await user.click(save);
    expect(props.onSave).toHaveBeenCalledWith({
      routingType: 'weight',
      phoneNumbers: [{ id: SF, number: SF, isActive: true, weight: 40 }],
    });
    expect(await screen.findByText('Routing saved.')).toBeInTheDocument();
  });

  it('assigns numbers and merges them into an open draft with the weights re-split', async () => {
    const { user, props } = renderPanel();
    const weight = screen.getByRole('spinbutton', { name: `Weight for ${SF}` });
    await user.clear(weight);
    await user.type(weight, '10');
    await user.click(screen.getByRole('button', { name: 'Add Phone Numbers' }));
    await user.click(screen.getByRole('checkbox', { name: NY }));
    await user.click(screen.getByRole('button', { name: 'Add to Campaign (1)' }));
    expect(props.onAssign).toHaveBeenCalledWith([NY]);
    await waitFor(() => {
      expect(screen.getByRole('spinbutton', { name: `Weight for ${NY}` })).toHaveValue(50);
    });
    expect(screen.getByRole('spinbutton', { name: `Weight for ${SF}` })).toHaveValue(50);
  });

  it('asks for both Twilio credentials before connecting', async () => {
    const { user, props } = renderPanel();
    await openTwilioImport(user);
    await user.click(screen.getByRole('button', { name: 'Connect & Fetch Numbers' }));
    expect(await screen.findByText(MSG_TWILIO_SID_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(MSG_TWILIO_TOKEN_REQUIRED)).toBeInTheDocument();
    expect(props.onTwilioImport).not.toHaveBeenCalled();
  });

  it('connects the Twilio account, says so and closes the import', async () => {
    const { user, props } = renderPanel();
    await openTwilioImport(user);
    await user.type(screen.getByLabelText(/Twilio Account SID/), ' AC123 ');
    await user.type(screen.getByLabelText(/Twilio Auth Token/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect & Fetch Numbers' }));
    expect(props.onTwilioImport).toHaveBeenCalledWith({
      twilioAccountSid: 'AC123',
      twilioAuthToken: 'secret',
    });
    expect(await screen.findByText(MSG_TWILIO_CONNECTED)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Import Numbers From Twilio' })).not.toBeInTheDocument();
    });
  });

  it('toasts a failed import with the fallback text and keeps the form open', async () => {
    const { user } = renderPanel({ onTwilioImport: vi.fn(() => Promise.reject(new Error(''))) });
    await openTwilioImport(user);
    await user.type(screen.getByLabelText(/Twilio Account SID/), 'AC123');
    await user.type(screen.getByLabelText(/Twilio Auth Token/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect & Fetch Numbers' }));
    expect(await screen.findByText(MSG_IMPORT_NUMBER_ERROR_FALLBACK)).toBeInTheDocument();
    expect(screen.getByText('Failed to add phone number')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Import Numbers From Twilio' })).toBeInTheDocument();
  });
});
