import {
  LABEL_LOADING_NUMBERS,
  LABEL_NO_NUMBERS_AVAILABLE,
  MSG_ADD_NUMBERS_DESCRIPTION,
  type AvailablePhoneNumbers,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import { AddNumbersModal, type AddNumbersModalProps } from './add-numbers-modal';

vi.setConfig({ testTimeout: 20_000 });

const SF = '+14155550101';
const NY = '+12125550102';
const TORONTO = '+14165550103';

const loaded = (data: Partial<AvailablePhoneNumbers>): AsyncState<AvailablePhoneNumbers> => ({
  status: 'success',
  data: { agentPhoneNumbers: [], unassignedPhoneNumbers: [], ...data },
});

function renderModal(overrides: Partial<AddNumbersModalProps> = {}) {
  const props: AddNumbersModalProps = {
    open: true,
    onClose: vi.fn(),
    available: loaded({ agentPhoneNumbers: [SF, NY], unassignedPhoneNumbers: [TORONTO] }),
    existing: [],
    onSubmit: vi.fn(() => Promise.resolve()),
    onImportClick: vi.fn(),
    ...overrides,
  };
  return { ...renderWithProviders(<AddNumbersModal {...props} />), props };
}

const submitButton = () => screen.getByRole('button', { name: /^Add to Campaign|^Adding/ });

describe('AddNumbersModal', () => {
  it('lists the agent and unassigned numbers with their regions; submit starts disabled', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Add Phone Numbers' });
    expect(within(dialog).getByText(MSG_ADD_NUMBERS_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agent Phone Numbers (2)' })).toBeInTheDocument();
    const unassigned = screen.getByRole('region', { name: 'Unassigned Phone Numbers (1)' });
    expect(within(unassigned).getByText('Ontario')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Add to Campaign (0)');
    expect(submitButton()).toBeDisabled();
  });

  it('selects numbers one by one and by section, and submits them', async () => {
    const { user, props } = renderModal();
    await user.click(screen.getByRole('checkbox', { name: TORONTO }));
    expect(submitButton()).toHaveTextContent('Add to Campaign (1)');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all Agent Phone Numbers (2)' });
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: SF })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: NY })).toBeChecked();
    expect(submitButton()).toHaveTextContent('Add to Campaign (3)');
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: SF })).not.toBeChecked();
    await user.click(selectAll);
    await user.click(submitButton());
    expect(props.onSubmit).toHaveBeenCalledWith([TORONTO, SF, NY]);
    expect(props.onClose).toHaveBeenCalled();
  });

  it('reads Adding while working and shows a failure in an alert', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((_resolve, rejectWith) => {
          reject = rejectWith;
        }),
    );
    const { user, props } = renderModal({ onSubmit });
    await user.click(screen.getByRole('checkbox', { name: SF }));
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Adding');
    expect(submitButton()).toBeDisabled();
    reject(new Error('Error adding phone numbers to campaign: HTTP 500'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add phone numbers: Error adding phone numbers to campaign: HTTP 500',
    );
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('filters by number digits or region name and leaves out numbers already in the campaign', async () => {
    const { user } = renderModal({ existing: [NY] });
    expect(screen.queryByRole('checkbox', { name: NY })).not.toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search phone numbers or regions...' });
    await user.type(search, 'ontario');
    expect(screen.getByRole('checkbox', { name: TORONTO })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: SF })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '415 555');
    expect(screen.getByRole('checkbox', { name: SF })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: TORONTO })).not.toBeInTheDocument();
  });

  it('shows the loading, empty and error texts', () => {
    const { rerender } = renderModal({ available: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent(LABEL_LOADING_NUMBERS);
    rerender(
      <AddNumbersModal
        open
        onClose={vi.fn()}
        available={loaded({})}
        existing={[]}
        onSubmit={vi.fn()}
        onImportClick={vi.fn()}
      />,
    );
    expect(screen.getByText(LABEL_NO_NUMBERS_AVAILABLE)).toBeInTheDocument();
    rerender(
      <AddNumbersModal
        open
        onClose={vi.fn()}
        available={{ status: 'error', error: new Error('Error fetching available phone numbers: HTTP 503') }}
        existing={[]}
        onSubmit={vi.fn()}
        onImportClick={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error loading phone numbers: Error fetching available phone numbers: HTTP 503',
    );
  });

  it('opens the Twilio import', async () => {
    const { user, props } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Import numbers from Twilio' }));
    expect(props.onImportClick).toHaveBeenCalledTimes(1);
  });
});
