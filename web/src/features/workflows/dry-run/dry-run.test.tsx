import {
  defaultWorkflowContent,
  MSG_UPGRADE_FOR_TESTING,
  workflowSimulationSchema,
  type WorkflowSimulation,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DryRun, type DryRunProps } from './dry-run';

vi.setConfig({ testTimeout: 20_000 });

const content = defaultWorkflowContent('owner@example.com');

function renderDryRun(overrides: Partial<DryRunProps> = {}) {
  let next = 0;
  const props: DryRunProps = {
    content,
    runs: { status: 'success', data: [] },
    blockedReason: null,
    planBlocked: false,
    record: vi.fn((_run, runId: string | null) => Promise.resolve(runId ?? `run-${String((next += 1))}`)),
    onFocusNode: vi.fn(),
    ...overrides,
  };
  return { ...renderWithProviders(<DryRun {...props} />), props };
}

describe('DryRun', () => {
  it('walks the default workflow to END_CALL with typed answers, recording each state on one run', async () => {
    const { user, props } = renderDryRun();

    await user.click(screen.getByRole('button', { name: 'Start a dry-run' }));
    expect(screen.getByText('Waiting for the caller at "Identify purpose"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show "Identify purpose" on the canvas' }));
    expect(props.onFocusNode).toHaveBeenLastCalledWith('identify-purpose');
    await user.type(screen.getByRole('textbox', { name: 'caller_reason (text)' }), 'Book a repair');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(screen.getByRole('textbox', { name: 'caller_name (name)' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'caller_phone_number (phone)' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'additional_information (text)' }), 'none');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A phone number that is not E.164 keeps the run waiting, saying why.
    expect(screen.getByRole('alert')).toHaveTextContent('caller_phone_number must be a valid phone');
    await user.clear(screen.getByRole('textbox', { name: 'caller_phone_number (phone)' }));
    await user.type(screen.getByRole('textbox', { name: 'caller_phone_number (phone)' }), '+14155550123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('The call ended. The dry-run succeeded.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(5);
    expect(steps.getByText('Would notify owner@example.com by email')).toBeInTheDocument();
    expect(steps.getByText('caller_name = Ann')).toBeInTheDocument();
    await user.click(steps.getByRole('button', { name: 'Show "End call" on the canvas' }));
    expect(props.onFocusNode).toHaveBeenLastCalledWith('end-call');

    await waitFor(() => {
      expect(props.record).toHaveBeenCalledTimes(3);
    });
    const calls = vi.mocked(props.record).mock.calls;
    expect(calls.map(([run, runId]) => [run.status, runId])).toEqual([
      ['in_progress', null],
      ['in_progress', 'run-1'],
      ['succeeded', 'run-1'],
    ]);
    expect(calls[2]?.[0].variables).toMatchObject({
      caller_name: 'Ann',
      caller_phone_number: '+14155550123',
    });
  });

  it('reopens a past run where it stopped and goes on recording on it', async () => {
    const run: WorkflowSimulation = workflowSimulationSchema.parse({
      id: 'run-7',
      agentId: 'agent-1',
      orgId: 'org-acme',
      workflowId: 'wf-1',
      uid: 'user-ann',
      status: 'in_progress',
      steps: [
        { nodeId: 'receive-call', type: 'RECEIVE_CALL', label: 'Receive call', set: {} },
        {
          nodeId: 'identify-purpose',
          type: 'PROMPT',
          label: 'Identify purpose',
          set: { caller_reason: 'Repair' },
          answer: { values: { caller_reason: 'Repair' } },
        },
      ],
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    const { user, props } = renderDryRun({ runs: { status: 'success', data: [run] } });

    const past = screen.getByText('In progress').closest('li');
    expect(past).not.toBeNull();
    await user.click(within(past as HTMLElement).getByRole('button', { name: /Reopen/ }));

    expect(screen.getByText('Waiting for the caller at "Collect information"')).toBeInTheDocument();
    expect(screen.getByText('caller_reason = Repair')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'caller_name (name)' }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: 'caller_phone_number (phone)' }), '+14155550123');
    await user.type(screen.getByRole('textbox', { name: 'additional_information (text)' }), '-');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(props.record).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' }), 'run-7');
    });
  });

  it('says when the run cannot be saved, and goes on', async () => {
    const { user } = renderDryRun({
      record: () => Promise.reject(new Error('Upgrade your plan to test your agents')),
    });
    await user.click(screen.getByRole('button', { name: 'Start a dry-run' }));
    expect(
      await screen.findByText('The run could not be saved: Upgrade your plan to test your agents'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'caller_reason (text)' })).toBeEnabled();
  });

  it("is gated by the plan's testing feature, with a way to upgrade", () => {
    renderDryRun({ blockedReason: MSG_UPGRADE_FOR_TESTING, planBlocked: true });
    expect(screen.getByText('Upgrade your plan to test your agents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a dry-run' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
  });

  it('shows loading, error and empty past runs', () => {
    const { rerender, props } = renderDryRun({ runs: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading past runs' })).toBeInTheDocument();
    rerender(<DryRun {...props} runs={{ status: 'error', error: new Error('denied') }} />);
    expect(screen.getByText('Could not load past runs: denied')).toBeInTheDocument();
    rerender(<DryRun {...props} runs={{ status: 'success', data: [] }} />);
    expect(screen.getByText('No runs yet.')).toBeInTheDocument();
  });
});
