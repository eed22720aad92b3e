import { agentVersionSchema, MSG_VIEWER_READ_ONLY, type AgentVersion } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { liveAgent, liveWorkflow, sides } from '../testing';
import { VersionsPanel, type VersionsPanelProps } from './versions-panel';

// MUI dialogs and selects on a busy CI runner need more than jsdom's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const history = vi.hoisted(() => {
  const read: { state: AsyncState<readonly AgentVersion[]> } = { state: { status: 'loading' } };
  return read;
});
vi.mock('../api/get-agent-versions', () => ({ useAgentVersions: () => history.state }));

const version = (n: number, greeting: string, note = ''): AgentVersion =>
  agentVersionSchema.parse({
    id: `a1_${n}`,
    agentId: 'a1',
    orgId: 'org-acme',
    version: n,
    note,
    snapshot: liveAgent({ version: n, greeting }),
    workflows: [liveWorkflow()],
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    createdBy: { uid: 'user-ann', email: 'ann@example.com', displayName: 'Ann Owner' },
  });

function renderPanel(props: Partial<VersionsPanelProps> = {}) {
  const { live, draft } = sides({ greeting: 'Hello there, caller!' });
  const api = vi.fn(() => Promise.resolve({ data: { draftAgentId: 'a1_draft' } }));
  const view = renderWithProviders(
    <VersionsPanel
      orgId="org-acme"
      agentId="a1"
      liveVersion={2}
      live={live}
      draft={draft}
      draftEdited={false}
      restoreRefusal={null}
      {...props}
    />,
    { services: fakeServices({ api: api as never }) },
  );
  return { ...view, api };
}

describe('VersionsPanel', () => {
  it('lists the versions newest first with who, when and the note, the live one marked', () => {
    history.state = {
      status: 'success',
      data: [version(2, 'Hi!', 'Shorter greeting'), version(1, 'Hello, how can I help you today?')],
    };
    renderPanel();
    const list = screen.getByRole('list', { name: 'History' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('v0.2');
    expect(newest).toHaveTextContent('Live');
    expect(newest).toHaveTextContent('Shorter greeting');
    expect(newest).toHaveTextContent(/Ann Owner · .*2026/);
    expect(oldest).toHaveTextContent('v0.1');
    expect(oldest).not.toHaveTextContent('Live');
  });

  it('says when nothing has been published yet, and shows progress while loading', () => {
    history.state = { status: 'loading' };
    const { unmount } = renderPanel();
    expect(screen.getByRole('status', { name: 'Loading versions' })).toBeInTheDocument();
    unmount();
    history.state = { status: 'success', data: [] };
    renderPanel();
    expect(
      screen.getByText('No version published yet: the first publish starts the history.'),
    ).toBeInTheDocument();
  });

  it('restores a version straight away when the draft has no unpublished edits', async () => {
    history.state = { status: 'success', data: [version(2, 'Hi!'), version(1, 'Hello')] };
    const { user, api } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Restore v0.1' }));
    expect(api).toHaveBeenCalledWith(
      '/agent/restore-version',
      expect.objectContaining({ body: { agentId: 'a1', version: 1 } }),
    );
    expect(
      await screen.findByText('v0.1 restored as the draft: publish it to make it live'),
    ).toBeInTheDocument();
  });

  it('asks before a restore replaces unpublished edits, and does nothing when cancelled', async () => {
    history.state = { status: 'success', data: [version(2, 'Hi!'), version(1, 'Hello')] };
    const { user, api } = renderPanel({ draftEdited: true });
    await user.click(screen.getByRole('button', { name: 'Restore v0.1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore v0.1 as the draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api).not.toHaveBeenCalled();

    // The page is hidden from assistive technology until the confirmation has closed.
    await user.click(await screen.findByRole('button', { name: 'Restore v0.1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore v0.1 as the draft?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('disables Restore for a VIEWER and says why', () => {
    history.state = { status: 'success', data: [version(1, 'Hello')] };
    renderPanel({ restoreRefusal: MSG_VIEWER_READ_ONLY });
    const restore = screen.getByRole('button', { name: 'Restore v0.1' });
    expect(restore).toBeDisabled();
    expect(restore).toHaveAccessibleDescription(MSG_VIEWER_READ_ONLY);
  });

  it('compares live with the draft first, and any two versions on demand', async () => {
    history.state = {
      status: 'success',
      data: [version(2, 'Hi there!'), version(1, 'Hello, how can I help you today?')],
    };
    const { user } = renderPanel();
    const compare = screen.getByRole('region', { name: 'Compare' });
    expect(within(compare).getByRole('combobox', { name: 'From' })).toHaveTextContent('Live');
    expect(within(compare).getByRole('combobox', { name: 'To' })).toHaveTextContent('Draft');
    expect(within(compare).getByRole('region', { name: 'Prompt' })).toHaveTextContent('caller!');

    await user.click(within(compare).getByRole('combobox', { name: 'From' }));
    await user.click(screen.getByRole('option', { name: 'v0.1' }));
    await user.click(within(compare).getByRole('combobox', { name: 'To' }));
    await user.click(screen.getByRole('option', { name: 'v0.2' }));
    const prompt = within(compare).getByRole('region', { name: 'Prompt' });
    expect([...prompt.querySelectorAll('ins')].map((part) => part.textContent).join('')).toContain('there!');
    expect(prompt).not.toHaveTextContent('caller!');
  });
});
