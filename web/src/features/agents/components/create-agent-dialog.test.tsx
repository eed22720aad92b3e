import { MSG_AGENT_LIMIT_REACHED } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CreateAgentDialog } from './create-agent-dialog';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('CreateAgentDialog', () => {
  it('needs a name', async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CreateAgentDialog open onClose={vi.fn()} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Agent name is required')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates with the trimmed name', async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CreateAgentDialog open onClose={vi.fn()} onCreate={onCreate} />);
    await user.type(screen.getByRole('textbox', { name: /Agent name/ }), '  Front desk ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => {
      expect(onCreate).toHaveBeenCalledWith('Front desk');
    });
  });

  it('shows a refusal such as the plan limit inside the dialog', async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error(MSG_AGENT_LIMIT_REACHED)));
    const { user } = renderWithProviders(<CreateAgentDialog open onClose={vi.fn()} onCreate={onCreate} />);
    await user.type(screen.getByRole('textbox', { name: /Agent name/ }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_AGENT_LIMIT_REACHED);
  });
});
