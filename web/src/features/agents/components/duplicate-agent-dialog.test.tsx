import { MSG_AGENT_LIMIT_REACHED } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { createAgentGate } from '../utils/plan-gate';
import { DuplicateAgentDialog, duplicateRefusal, type OrgOption } from './duplicate-agent-dialog';

vi.setConfig({ testTimeout: 20_000 });

const orgs = [
  { id: 'org-acme', name: 'Acme' },
  { id: 'org-beta', name: 'Beta Ltd' },
];

function renderDialog(onDuplicate = vi.fn(() => Promise.resolve()), options: readonly OrgOption[] = orgs) {
  const view = renderWithProviders(
    <DuplicateAgentDialog
      agentName="Front desk"
      orgs={options}
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

  it("offers an organisation at its plan's agent limit disabled, with the hint, and picks one with room", async () => {
    const full = createAgentGate('FREE', 1);
    const { user, onDuplicate } = renderDialog(undefined, [
      { id: 'org-acme', name: 'Acme', gate: full },
      { id: 'org-beta', name: 'Beta Ltd', gate: createAgentGate('PROFESSIONAL', 9) },
    ]);
    expect(screen.getByRole('radio', { name: /^Acme/ })).toBeDisabled();
    expect(screen.getByText(MSG_AGENT_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Beta Ltd' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith('org-beta');
  });
});

describe('duplicateRefusal', () => {
  it('is the plan hint only when no organisation can take the copy', () => {
    const full = { id: 'org-acme', name: 'Acme', gate: createAgentGate('FREE', 1) };
    expect(duplicateRefusal([full])).toBe(MSG_AGENT_LIMIT_REACHED);
    expect(duplicateRefusal([full, { id: 'org-beta', name: 'Beta Ltd' }])).toBeNull();
    expect(duplicateRefusal([{ ...full, gate: createAgentGate('FREE', 0) }])).toBeNull();
  });
});
