import { newUserCheckListSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NewUserChecklist } from './new-user-checklist';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('NewUserChecklist', () => {
  it('shows the steps and progress until all four are done', () => {
    const checklist = newUserCheckListSchema.parse({ hasChosenVoice: true, hasAddedWorkflow: true });
    renderWithProviders(<NewUserChecklist checklist={checklist} />);
    expect(screen.getByRole('heading', { name: 'Get your agent ready' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 steps done')).toBeInTheDocument();
    expect(screen.getByText('Add a phone number')).toBeInTheDocument();
  });

  it('disappears once every flag is true', () => {
    const checklist = newUserCheckListSchema.parse({
      hasChosenVoice: true,
      hasAddedKnowledgeBase: true,
      hasAddedWorkflow: true,
      hasAddedPhoneNumber: true,
    });
    renderWithProviders(<NewUserChecklist checklist={checklist} />);
    expect(screen.queryByRole('heading', { name: 'Get your agent ready' })).not.toBeInTheDocument();
  });

  it('shows nothing while the profile is unknown', () => {
    renderWithProviders(<NewUserChecklist checklist={null} />);
    expect(screen.queryByRole('heading', { name: 'Get your agent ready' })).not.toBeInTheDocument();
  });
});
