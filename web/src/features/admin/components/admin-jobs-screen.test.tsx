import { adminJobSchema } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AdminJobsScreen } from './admin-jobs-screen';

vi.setConfig({ testTimeout: 20_000 });

const job = adminJobSchema.parse({
  id: 'j1',
  operation: { kind: 'cluster', cluster: 'AU' },
  selection: { orgId: 'org-big' },
  total: 1200,
  done: 500,
  failed: 100,
  chunks: 1,
});

function renderScreen(jobs = [job]) {
  const onStart = vi.fn(() => Promise.resolve());
  const view = renderWithProviders(
    <AdminJobsScreen jobs={{ status: 'success', data: jobs }} onStart={onStart} />,
  );
  return { ...view, onStart };
}

describe('AdminJobsScreen', () => {
  it('asks for the organisation, then confirms the job before starting it', async () => {
    const { user, onStart } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Review and start' }));
    expect(await screen.findByText('Enter an organisation id')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Organisation id' }), 'org-big');
    const concurrency = screen.getByRole('spinbutton', { name: 'Concurrency' });
    await user.clear(concurrency);
    await user.type(concurrency, '25');
    await user.click(screen.getByRole('button', { name: 'Review and start' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Set concurrency to 25: every agent of organisation org-big?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    await waitFor(() => {
      expect(onStart).toHaveBeenCalledWith({
        operation: { kind: 'concurrency', concurrency: 25 },
        selection: { orgId: 'org-big' },
      });
    });
  });

  it('starts a delete of pasted agent ids only once DELETE is typed', async () => {
    const { user, onStart } = renderScreen();
    await user.click(screen.getByRole('combobox', { name: 'Operation' }));
    await user.click(screen.getByRole('option', { name: 'Delete agents' }));
    await user.click(screen.getByRole('radio', { name: 'Agent ids' }));
    await user.type(screen.getByRole('textbox', { name: /^Agent ids/ }), 'a1, a2{Enter}a3');
    await user.click(screen.getByRole('button', { name: 'Review and start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete agents: 3 listed agents?' });
    const start = within(dialog).getByRole('button', { name: 'Start job' });
    expect(start).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(start);
    await waitFor(() => {
      expect(onStart).toHaveBeenCalledWith({
        operation: { kind: 'delete' },
        selection: { agentIds: ['a1', 'a2', 'a3'] },
      });
    });
  });

  it("shows each job's progress from its document", () => {
    renderScreen();
    const item = screen.getByRole('listitem', { name: 'Change cluster to AU' });
    expect(within(item).getByRole('progressbar', { name: 'Job progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(item).toHaveTextContent('500 of 1,200 done, 100 failed, 1 chunks');
    expect(item).toHaveTextContent('Running');
  });

  it('says when there is no job yet', () => {
    renderScreen([]);
    expect(screen.getByText('No batch job yet.')).toBeInTheDocument();
  });
});
