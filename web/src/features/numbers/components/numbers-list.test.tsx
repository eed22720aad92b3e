import { phoneNumberSchema, vapiNumberRefusedMessage } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NumbersList } from './numbers-list';

vi.setConfig({ testTimeout: 20_000 });

const number = (id: string, vapiError: string | null) =>
  phoneNumberSchema.parse({ id, orgId: 'o1', number: id, source: 'imported', provider: 'twilio', vapiError });

describe('NumbersList', () => {
  it('says beside a number why the voice engine refused it, and nothing beside one it registered', () => {
    const refused = vapiNumberRefusedMessage('Number +13125550142 Not Found in Twilio account.');
    renderWithProviders(
      <NumbersList
        numbers={{
          status: 'success',
          data: [number('+13125550142', refused), number('+13125550143', null)],
        }}
        onSetPrimary={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Phone Numbers' })).getAllByRole(
      'listitem',
    );
    expect(within(first as HTMLElement).getByText(refused)).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText(/voice engine/)).not.toBeInTheDocument();
  });
});
