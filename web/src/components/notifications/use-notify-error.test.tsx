import Button from '@mui/material/Button';
import { importNumberFailedToast } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { messageToast, useNotifyError, type ErrorToast } from './use-notify-error';

function Fails({ error, toast }: { error: unknown; toast?: ErrorToast }) {
  const notifyError = useNotifyError();
  return (
    <Button
      onClick={() => {
        notifyError(error, toast);
      }}
    >
      fail
    </Button>
  );
}

describe('useNotifyError', () => {
  it("toasts any failure with the spec's generic texts and the failure's message", async () => {
    const { user } = renderWithProviders(<Fails error={new Error('quota exceeded')} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uh oh! Something went wrong.');
    expect(alert).toHaveTextContent('There was a problem with your request: quota exceeded');
  });

  it("words the failure with a screen's own toast", async () => {
    const { user } = renderWithProviders(<Fails error="busy" toast={importNumberFailedToast} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add phone number');
    expect(alert).toHaveTextContent('busy');
  });

  it('can show the bare message', async () => {
    const { user } = renderWithProviders(<Fails error={new Error('No such member')} toast={messageToast} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No such member$/);
  });
});
