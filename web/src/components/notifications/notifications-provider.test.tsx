import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { useNotify } from './use-notify';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <Button
        onClick={() => {
          notify('Saved', { severity: 'success' });
        }}
      >
        first
      </Button>
      <Button
        onClick={() => {
          notify({ title: 'Error', description: 'It broke' }, { severity: 'error' });
        }}
      >
        second
      </Button>
    </>
  );
}

describe('useNotify', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    const { user } = renderWithProviders(<Buttons />);

    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');

    await user.click(screen.getByRole('button', { name: 'second' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('It broke');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { user } = renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByText('Saved')).toBeNull();
  });

  it('runs its action and closes when the action button is pressed', async () => {
    const undone: string[] = [];
    function WithAction() {
      const notify = useNotify();
      return (
        <Button
          onClick={() => {
            notify('Removed', { action: { label: 'Undo', onClick: () => undone.push('x') } });
          }}
        >
          remove
        </Button>
      );
    }
    const { user } = renderWithProviders(<WithAction />);
    await user.click(screen.getByRole('button', { name: 'remove' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undone).toEqual(['x']);
    await expect.poll(() => screen.queryByText('Removed')).toBeNull();
  });
});
