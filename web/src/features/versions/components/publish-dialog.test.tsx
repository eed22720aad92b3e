import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { sides } from '../testing';
import { PublishDialog, type PublishDialogProps } from './publish-dialog';

// MUI dialogs and selects on a busy CI runner need more than jsdom's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const workflowHref = (workflowId: string, nodeId: string | null) => `/wf/${workflowId}?node=${nodeId ?? ''}`;

const published = () => Promise.resolve({ status: 'success', message: 'Agent published', version: 2 });

function renderDialog(props: Partial<PublishDialogProps> = {}, answer: () => Promise<unknown> = published) {
  const { live, draft } = sides({ greeting: 'Hello, how may I help you this evening?' });
  const api = vi.fn(answer);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <PublishDialog
      open
      onClose={onClose}
      agentName="Front desk"
      draftAgentId="a1_draft"
      live={live}
      draft={draft}
      workflowHref={workflowHref}
      {...props}
    />,
    { services: fakeServices({ api: api as never }) },
  );
  return { ...view, api, onClose };
}

describe('PublishDialog', () => {
  it('shows the greeting change, publishes the draft with the note and toasts the answer', async () => {
    const { user, api, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Publish Front desk' });
    expect(within(dialog).getByRole('region', { name: 'Prompt' })).toHaveTextContent('Greeting');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Warmer greeting');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(api).toHaveBeenCalledWith(
      '/agent/publish',
      expect.objectContaining({ body: { draftAgentId: 'a1_draft', note: 'Warmer greeting' } }),
    );
    expect(await screen.findByText('Agent published')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server refusal in the dialog and stays open', async () => {
    const refusal = 'Error publishing agent version: cannot locate source agent';
    const { user, onClose } = renderDialog({}, () => Promise.reject(new Error(refusal)));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('blocks publishing while a published inbound workflow of the draft is invalid, linking to the step', () => {
    const { live, draft } = sides(
      {},
      {
        name: 'Reception',
        type: 'INBOUND',
        status: 'PUBLISHED',
        contentJSON: JSON.stringify({
          nodes: [{ id: 'n1', type: 'ACTION', position: { x: 0, y: 0 }, data: { type: 'WEBHOOK' } }],
          edges: [],
        }),
      },
    );
    renderDialog({ live, draft });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Fix these workflow problems before publishing:')).toBeInTheDocument();
    // Each problem names its step (not its id) and links to it; the message is in plain words.
    const links = within(dialog).getAllByRole('link', { name: 'Reception › Unnamed Webhook step' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/wf/a1_draft_w1?node=n1');
    expect(within(dialog).getByText(/URL is required/)).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Invalid input|url:|WEBHOOK/);
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('has nothing to publish when the draft is the same as live', () => {
    const { live } = sides();
    renderDialog({ live, draft: live });
    expect(
      screen.getByText('Nothing to publish: the draft is the same as what is live.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('shows progress while the two sides load', () => {
    renderDialog({ live: null });
    expect(screen.getByRole('progressbar', { name: 'Loading changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});
