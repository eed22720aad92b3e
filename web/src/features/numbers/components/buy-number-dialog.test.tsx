import { MSG_AREA_CODE_DIGITS, type ProviderNumber } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { BuyNumberDialog } from './buy-number-dialog';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const offered: ProviderNumber = {
  phoneNumber: '+14155550199',
  friendlyName: '(415) 555-0199',
  locality: 'San Francisco',
  region: 'CA',
  countryCode: 'US',
};

function renderDialog(onBuy = vi.fn(() => Promise.resolve())) {
  const onSearch = vi.fn(() => Promise.resolve([offered]));
  const onClose = vi.fn();
  const view = renderWithProviders(
    <BuyNumberDialog open onClose={onClose} onSearch={onSearch} onBuy={onBuy} />,
  );
  return { ...view, onSearch, onBuy, onClose, dialog: screen.getByRole('dialog', { name: 'Buy number' }) };
}

describe('BuyNumberDialog', () => {
  it('checks the area code before searching, and searches on Enter', async () => {
    const { user, dialog, onSearch } = renderDialog();
    const areaCode = within(dialog).getByRole('textbox', { name: 'Area code' });
    await user.type(areaCode, '4{Enter}');
    expect(await within(dialog).findByText(MSG_AREA_CODE_DIGITS)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(areaCode, '15{Enter}');
    await vi.waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith({ countryCode: 'US', areaCode: '415' });
    });
  });

  it('keeps the dialog open with the refusal when buying fails', async () => {
    const { user, dialog, onClose } = renderDialog(
      vi.fn(() => Promise.reject(new Error('Number no longer available'))),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('radio', { name: /\+14155550199/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Number no longer available');
    expect(onClose).not.toHaveBeenCalled();
  });
});
