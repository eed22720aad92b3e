import { callAnalysisSchema } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { verdictText } from './analysis-columns';
import { CallAnalysisPanel } from './call-analysis-panel';
import { RerunAnalysisButton } from './rerun-analysis-button';

vi.setConfig({ testTimeout: 20_000 });

const done = callAnalysisSchema.parse({
  status: 'done',
  verdict: 'failure',
  rationale: 'The caller did not book.',
  summary: 'Asked about prices, then hung up.',
  sentiment: 'Negative',
  reason: 'Sales',
  tags: ['dead air', 'lacks empathy'],
  fields: { plan: 'premium', 'wants callback': true, seats: null },
});

describe('CallAnalysisPanel', () => {
  it('shows the verdict with its rationale, the summary, tags and every data field', () => {
    renderWithProviders(<CallAnalysisPanel analysis={done} />);
    const panel = screen.getByRole('region', { name: 'Analysis' });
    expect(within(panel).getByText('Failure')).toBeInTheDocument();
    expect(within(panel).getByText('The caller did not book.')).toBeInTheDocument();
    expect(within(panel).getByText('Asked about prices, then hung up.')).toBeInTheDocument();
    expect(within(panel).getByText('dead air, lacks empathy')).toBeInTheDocument();
    const fields = within(panel).getByRole('region', { name: 'Data fields' });
    expect(within(fields).getByText('premium')).toBeInTheDocument();
    expect(within(fields).getByText('true')).toBeInTheDocument();
    expect(within(fields).getByText('Not in the call')).toBeInTheDocument();
  });

  it('says why there is no analysis: none yet, skipped or failed', () => {
    const { rerender } = renderWithProviders(<CallAnalysisPanel analysis={null} />);
    expect(screen.getByText('This call has not been analysed.')).toBeInTheDocument();
    rerender(
      <CallAnalysisPanel
        analysis={callAnalysisSchema.parse({ status: 'skipped', detail: 'Reached voicemail.' })}
      />,
    );
    expect(screen.getByText('Not analysed')).toBeInTheDocument();
    expect(screen.getByText('Reached voicemail.')).toBeInTheDocument();
  });
});

describe('the verdict column', () => {
  it('shows the verdict once analysed, else the analysis status, else nothing', () => {
    expect(verdictText({ analysis: done })).toBe('Failure');
    expect(verdictText({ analysis: callAnalysisSchema.parse({ status: 'failed' }) })).toBe('Analysis failed');
    expect(verdictText({ analysis: null })).toBe('');
  });
});

describe('RerunAnalysisButton', () => {
  it('posts the rerun of the call', async () => {
    const api = vi.fn(() => Promise.resolve({ outcome: 'analysed' }));
    const { user } = renderWithProviders(<RerunAnalysisButton callId="call-7" />, {
      services: fakeServices({ api: api as never }),
    });
    await user.click(screen.getByRole('button', { name: 'Rerun analysis' }));
    await vi.waitFor(() => {
      expect(api).toHaveBeenCalledWith(
        '/calls/call-7/analysis/rerun',
        expect.objectContaining({ method: 'POST' }),
      );
    });
  });

  it('is disabled for a user who may only view', () => {
    renderWithProviders(<RerunAnalysisButton callId="call-7" readOnlyReason="View only" />);
    expect(screen.getByRole('button', { name: 'Rerun analysis' })).toBeDisabled();
  });
});
