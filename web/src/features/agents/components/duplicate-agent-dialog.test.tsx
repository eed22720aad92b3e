import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DuplicateAgentDialog } from './duplicate-agent-dialog';

vi.setConfig({ testTimeout: 20_000 });

const orgs = [
  { id: 'org-acme', name: 'Acme' },
  { id: 'org-beta', name: 'Beta Ltd' },
];

function renderDialog(onDuplicate = vi.fn(() => Promise.resolve())) {
  const view = renderWithProviders(
    <DuplicateAgentDialog
      agentName="Front desk"
      orgs={orgs}
      defaultOrgId="org-acme"
      onClose={vi.fn()}
      onDuplicate={onDuplicate}
    />,
  );
  return { ...view, onDuplicate };
}

describe('DuplicateAgentDialog', () => {
  it('preselects the current organisation and duplicates into the chosen one', async () => {
    const { user, onDuplicate } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Duplicate Front desk' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Acme' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Beta Ltd' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith('org-beta');
  });

  it('shows the refusal in the dialog', async () => {
    const { user } = renderDialog(
      vi.fn(() => Promise.reject(new Error('You are not a member of that organisation'))),
    );
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not a member of that organisation');
  });
});
