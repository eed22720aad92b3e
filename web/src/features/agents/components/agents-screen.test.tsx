import { agentSchema, newUserCheckListSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AgentsScreen, type AgentsScreenProps } from './agents-screen';

vi.setConfig({ testTimeout: 30_000 });

// A seeded agent: its voice and number were set without the user ever ticking the checklist.
const seeded = agentSchema.parse({
  id: 'a1',
  uid: 'u1',
  orgId: 'o1',
  name: 'Demo Agent',
  selectedVoiceId: 'voice-1',
  businessPhoneNumber: { number: '+14155550123' },
});

function renderScreen(overrides: Partial<AgentsScreenProps> = {}) {
  const props: AgentsScreenProps = {
    agents: { status: 'success', data: [seeded] },
    createGate: { allowed: true, reason: null },
    readOnly: false,
    checklist: newUserCheckListSchema.parse({}),
    orgs: [],
    currentOrgId: 'o1',
    onCreate: vi.fn(() => Promise.resolve()),
    onDuplicate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(),
    ...overrides,
  };
  return renderWithProviders(<AgentsScreen {...props} />);
}

describe('AgentsScreen', () => {
  it("ticks the checklist steps the first agent already has (a voice, a number), whatever the user's flags", () => {
    renderScreen();
    expect(screen.getByText('2 of 4 steps done')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose a voice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add a phone number/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add a workflow/ })).toHaveAttribute(
      'href',
      '/agent/a1/workflows',
    );
  });
});
