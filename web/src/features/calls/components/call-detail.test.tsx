import {
  MSG_UPGRADE_FOR_CALL_HIGHLIGHTS,
  TRANSCRIPT_EVENT_TYPES,
  callRecordSchema,
  type CallRecord,
  type TranscriptEventType,
} from '@parley/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TRANSCRIPT_EVENT_LABELS } from '../strings';
import { CallDetail } from './call-detail';

vi.setConfig({ testTimeout: 20_000 });

const line = (index: number, type: TranscriptEventType, content: string, at: number, data = {}) => ({
  index,
  type,
  content,
  at,
  data,
});

/** A call whose transcript has every event type, sent out of order as the engine may. */
function makeCall(overrides: Partial<CallRecord> = {}): CallRecord {
  return callRecordSchema.parse({
    id: 'call-1',
    agentId: 'agent-1',
    orgId: 'org-acme',
    type: 'inboundPhoneCall',
    status: 'completed',
    sentiment: 'Negative',
    reason: 'Complaint',
    transferred: true,
    durationSeconds: 65,
    costCents: 12,
    recordingUrl: 'https://recordings.example/call-1.wav',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    variables: { orderNumber: 'A-1042', requiredInformationMissing: true },
    transcript: [
      line(10, 'stored_variables', 'Stored variables', 40, {
        orderNumber: 'A-1042',
        requiredInformationMissing: true,
      }),
      line(0, 'assistant', 'Thanks for calling, how can I help?', 0),
      line(1, 'user', 'My order arrived broken.', 3),
      line(2, 'endpointing_result', 'End of turn', 6, { confidence: 0.92 }),
      line(3, 'kb_retrieval', 'Searched the knowledge base', 7, { passages: ['Returns within 30 days.'] }),
      line(4, 'workflow_triggered', 'Main workflow', 8, { node: 'intent' }),
      line(5, 'state_transition', 'intent → complaint', 9, { from: 'intent', to: 'complaint' }),
      line(6, 'response_type', 'llm', 10, { latencyMs: 640 }),
      line(7, 'interruption', 'Caller spoke over the agent', 12),
      line(8, 'action', 'Transfer to team', 20),
      line(9, 'tts_failover', 'Switched to the backup voice', 30, { from: 'primary', to: 'backup' }),
    ],
    ...overrides,
  });
}

const renderCall = (call: CallRecord, highlightRefusal: string | null = null) =>
  renderWithProviders(
    <CallDetail
      call={{ status: 'success', data: call }}
      backHref="/agent/agent-1/calls"
      highlightRefusal={highlightRefusal}
    />,
  );

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const transcriptLines = () =>
  within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');

describe('CallDetail', () => {
  it('shows every transcript event type in call order, with what each carries', () => {
    renderCall(makeCall());
    const items = transcriptLines();
    expect(items).toHaveLength(TRANSCRIPT_EVENT_TYPES.length);
    expect(
      items.map((item) => item.querySelector('[data-line-type]')?.getAttribute('data-line-type')),
    ).toEqual([
      'assistant',
      'user',
      'endpointing_result',
      'kb_retrieval',
      'workflow_triggered',
      'state_transition',
      'response_type',
      'interruption',
      'action',
      'tts_failover',
      'stored_variables',
    ]);
    for (const type of TRANSCRIPT_EVENT_TYPES) {
      expect(screen.getAllByText(TRANSCRIPT_EVENT_LABELS[type]).length).toBeGreaterThan(0);
    }
    expect(within(items[3] as HTMLElement).getByText('Returns within 30 days.')).toBeInTheDocument();
    expect(within(items[9] as HTMLElement).getByText('backup')).toBeInTheDocument();
    expect(within(items[10] as HTMLElement).getByText('A-1042')).toBeInTheDocument();
    const path = within(screen.getByRole('region', { name: 'Workflow path' })).getAllByRole('listitem');
    expect(path.map((step) => step.textContent)).toEqual(['Main workflow', 'complaint']);
  });

  it('seeks the recording from a clicked line and marks the line playing', async () => {
    const { user } = renderCall(makeCall());
    const player = screen.getByLabelText<HTMLAudioElement>('Call recording');
    await user.click(screen.getByRole('button', { name: /^Play from 0:07 Knowledge base/ }));
    expect(player.currentTime).toBe(7);
    expect(play).toHaveBeenCalled();
    expect(transcriptLines()[3]).toHaveAttribute('aria-current', 'true');

    player.currentTime = 21;
    fireEvent.timeUpdate(player);
    expect(transcriptLines()[8]).toHaveAttribute('aria-current', 'true');
    expect(transcriptLines()[3]).not.toHaveAttribute('aria-current');
  });

  it('marks the highlights on the call and on the lines that show them', () => {
    renderCall(makeCall());
    const highlights = within(screen.getByRole('region', { name: 'Highlights' }));
    expect(highlights.getByText('Unhappy customer')).toBeInTheDocument();
    expect(highlights.getByText('Required information missing')).toBeInTheDocument();
    expect(highlights.getByText('Transfer request')).toBeInTheDocument();
    expect(within(transcriptLines()[8] as HTMLElement).getByText('Transfer request')).toBeInTheDocument();
    expect(
      within(transcriptLines()[10] as HTMLElement).getByText('Required information missing'),
    ).toBeInTheDocument();
  });

  it('shows the upgrade message instead of highlights when the plan has none', () => {
    renderCall(makeCall(), MSG_UPGRADE_FOR_CALL_HIGHLIGHTS);
    expect(screen.getByText(MSG_UPGRADE_FOR_CALL_HIGHLIGHTS)).toBeInTheDocument();
    expect(screen.queryByText('Transfer request')).not.toBeInTheDocument();
  });

  it('shows loading, missing and error states, and a call without recording or transcript', () => {
    const states = [
      { status: 'loading' },
      { status: 'success', data: null },
      { status: 'error', error: new Error('permission-denied') },
      {
        status: 'success',
        data: makeCall({
          recordingUrl: null,
          transcript: [],
          sentiment: 'Positive',
          transferred: false,
          reason: 'Billing',
          variables: {},
        }),
      },
    ] as const;
    const texts = [
      'Loading call',
      'This call does not exist or is not in your organisation.',
      'Could not load the call: permission-denied',
      'No recording for this call.',
    ];
    states.forEach((call, index) => {
      const view = renderWithProviders(<CallDetail call={call} backHref="/calls" highlightRefusal={null} />);
      if (index === 0) expect(screen.getByRole('status', { name: texts[0] })).toBeInTheDocument();
      else expect(screen.getByText(texts[index] ?? '')).toBeInTheDocument();
      if (index === 3) {
        expect(screen.getByText('No transcript for this call.')).toBeInTheDocument();
        expect(screen.getByText('Nothing needed attention on this call.')).toBeInTheDocument();
      }
      view.unmount();
    });
  });
});
