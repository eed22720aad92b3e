import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldProps } from '../lib/forms';
import { renderWithProviders } from '../testing/render';
import { FormDialog } from './form-dialog';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function renderDialog(onSubmit: (value: { name: string }) => Promise<void> | Promise<boolean>) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <FormDialog
      open
      onClose={onClose}
      title="Name it"
      submitLabel={(values) => (values.name === '' ? 'Save' : `Save ${values.name}`)}
      submittingLabel="Saving…"
      schema={schema}
      initialValues={{ name: '' }}
      onSubmit={onSubmit}
    >
      {(formik) => <TextField {...fieldProps(formik, 'name')} label="Name" />}
    </FormDialog>,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Name it' }) };
}

describe('FormDialog', () => {
  it("shows the schema's message and submits nothing while the form is invalid", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, dialog } = renderDialog(onSubmit);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the parsed value, labels submit from the values, and closes when done', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, dialog, onClose } = renderDialog(onSubmit);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Ada ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Ada' }));
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
  });

  it("stays open with a rejection's message", async () => {
    const { user, dialog, onClose } = renderDialog(
      vi.fn<() => Promise<void>>(() => Promise.reject(new Error('Name taken'))),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save Ada' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name taken');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open, with no alert, when the work resolves false (reported elsewhere)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(false));
    const { user, dialog, onClose } = renderDialog(onSubmit);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save Ada' }));
    await vi.waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Save Ada' })).toBeEnabled();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
