import { newUserCheckListSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NewUserChecklist } from './new-user-checklist';

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('NewUserChecklist', () => {
  it('shows the steps and progress until all four are done', () => {
    const checklist = newUserCheckListSchema.parse({ hasChosenVoice: true, hasAddedWorkflow: true });
    renderWithProviders(<NewUserChecklist checklist={checklist} agentId="a1" />);
    expect(screen.getByRole('heading', { name: 'Get your agent ready' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 steps done')).toBeInTheDocument();
    expect(screen.getByText('Add a phone number')).toBeInTheDocument();
  });

  it('links each open step to where it is done, the knowledge base included (its tab works)', () => {
    const checklist = newUserCheckListSchema.parse({});
    renderWithProviders(<NewUserChecklist checklist={checklist} agentId="a1" />);
    expect(screen.getByRole('link', { name: /Choose a voice/ })).toHaveAttribute('href', '/agent/a1/voice');
    expect(screen.getByRole('link', { name: /Add a phone number/ })).toHaveAttribute(
      'href',
      '/agent/a1/numbers',
    );
    expect(screen.getByRole('link', { name: /Add a workflow/ })).toHaveAttribute(
      'href',
      '/agent/a1/workflows',
    );
    expect(screen.getByRole('link', { name: /Add to the knowledge base/ })).toHaveAttribute(
      'href',
      '/agent/a1/knowledge',
    );
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('links nothing but says to create an agent first when there is none', () => {
    renderWithProviders(<NewUserChecklist checklist={newUserCheckListSchema.parse({})} agentId={null} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getAllByText('Create an agent first')).toHaveLength(4);
  });

  it('a done step is ticked, not a link; progress follows the live flags', () => {
    const checklist = newUserCheckListSchema.parse({ hasChosenVoice: true });
    const view = renderWithProviders(<NewUserChecklist checklist={checklist} agentId="a1" />);
    expect(screen.queryByRole('link', { name: /Choose a voice/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 4 steps done')).toBeInTheDocument();
    view.rerender(
      // rerender drops renderWithProviders' router; the step left open is a link, so it needs one.
      <MemoryRouter>
        <NewUserChecklist
          checklist={newUserCheckListSchema.parse({
            hasChosenVoice: true,
            hasAddedPhoneNumber: true,
            hasAddedWorkflow: true,
          })}
          agentId="a1"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('3 of 4 steps done')).toBeInTheDocument();
  });

  it('disappears once every flag is true', () => {
    const checklist = newUserCheckListSchema.parse({
      hasChosenVoice: true,
      hasAddedKnowledgeBase: true,
      hasAddedWorkflow: true,
      hasAddedPhoneNumber: true,
    });
    renderWithProviders(<NewUserChecklist checklist={checklist} agentId="a1" />);
    expect(screen.queryByRole('heading', { name: 'Get your agent ready' })).not.toBeInTheDocument();
  });

  it('shows nothing while the profile is unknown', () => {
    renderWithProviders(<NewUserChecklist checklist={null} agentId="a1" />);
    expect(screen.queryByRole('heading', { name: 'Get your agent ready' })).not.toBeInTheDocument();
  });
});
