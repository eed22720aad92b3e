import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { useConfirm } from './use-confirm';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button
        onClick={() => {
          void confirm({
            title: 'Delete it?',
            message: 'No way back.',
            confirmLabel: 'Delete',
            destructive: true,
          }).then((yes) => {
            setAnswer(String(yes));
          });
        }}
      >
        ask
      </Button>
      <p>answer: {answer}</p>
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(dialog).toHaveAccessibleDescription('No way back.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('answer: true')).toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });

  it('resolves false when dismissed with Escape', async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.keyboard('{Escape}');

    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });
});
