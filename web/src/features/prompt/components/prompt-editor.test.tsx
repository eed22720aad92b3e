import type { PromptModule } from '@parley/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PromptEditor, type PromptEditorProps } from './prompt-editor';

// MUI text fields re-render on every keystroke; jsdom on a busy runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const module = (id: string, moduleId: PromptModule['moduleId'], contentMD = ''): PromptModule => ({
  id,
  moduleId,
  content: contentMD,
  contentMD,
});

const THREE = [
  module('m1', 'Job & Role', 'You take bookings.'),
  module('m2', 'FAQ'),
  module('m3', 'Rule', 'Be brief.'),
];

function renderEditor(props: Partial<PromptEditorProps> = {}) {
  let next = 0;
  const onSave = vi.fn((_modules: readonly PromptModule[]) => Promise.resolve(true));
  const view = renderWithProviders(
    <PromptEditor
      modules={THREE}
      category="General"
      readOnlyReason={null}
      onSave={onSave}
      saveDelayMs={0}
      newId={() => `new-${String((next += 1))}`}
      {...props}
    />,
  );
  const lastSaved = () => onSave.mock.calls.at(-1)?.[0].map((each) => each.moduleId);
  return { ...view, onSave, lastSaved };
}

const moduleNames = () =>
  within(screen.getByRole('list', { name: 'Prompt modules' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('PromptEditor', () => {
  it('lists the modules in order and previews the assembled prompt with its size', () => {
    renderEditor();
    expect(moduleNames()).toEqual(['Job & Role', 'FAQ', 'Rule']);
    expect(screen.getByText("The agent's job and the role it plays.")).toBeInTheDocument();
    expect(screen.getByTestId('prompt-preview').textContent).toBe(
      'Job & Role\nYou take bookings.\n\nRule\nBe brief.',
    );
    expect(screen.getByTestId('prompt-size')).toHaveTextContent('45 characters · ~12 tokens');
  });

  it('says so when there is no module yet', () => {
    renderEditor({ modules: [] });
    expect(screen.getByText('No modules yet. Add one to start writing the prompt.')).toBeInTheDocument();
  });

  it('offers the catalogue by group, greying out what cannot be added, and saves an added module', async () => {
    const { user, onSave, lastSaved } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('General')).toBeInTheDocument();
    expect(within(menu).getByText('Healthcare')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Pricing Info/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Pricing Info/ })).toHaveTextContent('Coming soon');
    expect(within(menu).getByRole('menuitem', { name: /FAQ/ })).toHaveTextContent('Already added');
    expect(within(menu).getByRole('menuitem', { name: /Emergencies/ })).toHaveTextContent(
      'For Healthcare agents only',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /^Rule/ }));
    await waitFor(() => {
      expect(lastSaved()).toEqual(['Job & Role', 'FAQ', 'Rule', 'Rule']);
    });
    expect(onSave.mock.calls.at(-1)?.[0].at(-1)).toEqual(module('new-1', 'Rule'));
  });

  it('moves a module with Alt+Arrow keys, announces it and keeps the focus on it', async () => {
    const { user, lastSaved } = renderEditor();
    const faq = screen.getByRole('textbox', { name: 'FAQ (Markdown)' });
    await user.click(faq);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(moduleNames()).toEqual(['FAQ', 'Job & Role', 'Rule']);
    expect(screen.getByText('FAQ moved to position 1 of 3.')).toBeInTheDocument();
    expect(faq).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(moduleNames()).toEqual(['Job & Role', 'Rule', 'FAQ']);
    await waitFor(() => {
      expect(lastSaved()).toEqual(['Job & Role', 'Rule', 'FAQ']);
    });
  });

  it('moves a module with its buttons', async () => {
    const { user } = renderEditor();
    expect(screen.getByRole('button', { name: 'Move Job & Role up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Job & Role down' }));
    expect(moduleNames()).toEqual(['FAQ', 'Job & Role', 'Rule']);
  });

  it('moves a module dropped on another', () => {
    renderEditor();
    fireEvent.dragStart(screen.getByRole('img', { name: 'Drag Rule to reorder' }), {
      dataTransfer: { setData: vi.fn(), effectAllowed: '' },
    });
    fireEvent.drop(screen.getByRole('listitem', { name: 'Job & Role' }));
    expect(moduleNames()).toEqual(['Rule', 'Job & Role', 'FAQ']);
  });

  it('removes a module and puts it back where it was on Undo', async () => {
    const { user, lastSaved } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove FAQ' }));
    expect(moduleNames()).toEqual(['Job & Role', 'Rule']);
    expect(await screen.findByText('FAQ removed.')).toBeInTheDocument();
    await waitFor(() => {
      expect(lastSaved()).toEqual(['Job & Role', 'Rule']);
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(moduleNames()).toEqual(['Job & Role', 'FAQ', 'Rule']);
    await waitFor(() => {
      expect(lastSaved()).toEqual(['Job & Role', 'FAQ', 'Rule']);
    });
  });

  it('saves Markdown with its plain text and previews the text', async () => {
    const { user, onSave } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'FAQ (Markdown)' }), 'Hi **all**');
    expect(screen.getByTestId('prompt-preview')).toHaveTextContent('FAQ Hi all');
    await waitFor(() => {
      expect(onSave.mock.calls.at(-1)?.[0][1]).toEqual({
        id: 'm2',
        moduleId: 'FAQ',
        contentMD: 'Hi **all**',
        content: 'Hi all',
      });
    });
  });

  it('shows the reason and disables every control for a read-only user', () => {
    renderEditor({ readOnlyReason: 'Viewers cannot edit agents.' });
    expect(screen.getByText('Viewers cannot edit agents.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add module' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove FAQ' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'FAQ (Markdown)' })).toBeDisabled();
  });
});
