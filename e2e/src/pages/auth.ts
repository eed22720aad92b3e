// The auth screens, driven the way a user does: by their visible labels.
import type { Page } from 'playwright-core';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Fills and submits the sign-up form the page shows. */
export async function signUp(page: Page, account: Account): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  // By accessible name: MUI's required-field asterisk is hidden from it but not from label text.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
  await form.getByRole('textbox', { name: /e-?mail/i }).fill(account.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}
