import { diffVersions } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { liveAgent, liveWorkflow, sides } from '../testing';
import { VersionDiffView } from './version-diff-view';

describe('VersionDiffView', () => {
  it('shows a changed greeting under Prompt, word by word', () => {
    const { live, draft } = sides({ greeting: 'Hello, how may I help you this evening?' });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(within(prompt).getByText('Greeting')).toBeInTheDocument();
    const removed = [...prompt.querySelectorAll('del')].map((part) => part.textContent);
    const added = [...prompt.querySelectorAll('ins')].map((part) => part.textContent);
    expect(removed.join('|')).toContain('can');
    expect(removed.join('|')).toContain('today?');
    expect(added.join('|')).toContain('may');
    expect(added.join('|')).toContain('this evening?');
    // The common words stay plain text, neither removed nor added.
    expect([...removed, ...added].join('|')).not.toContain('Hello,');
    expect(screen.queryByRole('region', { name: 'Voice' })).not.toBeInTheDocument();
  });

  it("shows a short value before and after, under its area, by the setting's label", () => {
    const { live, draft } = sides({
      generalSettings: { ...liveAgent().generalSettings, timezone: 'Europe/Paris' },
    });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('Timezone')).toBeInTheDocument();
    expect(within(settings).queryByText(/generalSettings/)).not.toBeInTheDocument();
    expect(within(settings).getByText('Europe/Paris').closest('ins')).not.toBeNull();
  });

  it('says what happened to ids (voice, knowledge) instead of showing them', () => {
    const { live, draft } = sides({ selectedVoiceId: 'voice-ava', faqIds: ['faq-1', 'faq-2'] });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const voice = screen.getByRole('region', { name: 'Voice' });
    expect(within(voice).getByText('Another voice chosen')).toBeInTheDocument();
    const knowledge = screen.getByRole('region', { name: 'Knowledge' });
    expect(within(knowledge).getByText('FAQs')).toBeInTheDocument();
    expect(within(knowledge).getByText('2 added')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/voice-ava|faq-1|selectedVoiceId|faqIds|\[/);
  });

  it("lists a workflow's changed steps by name and their settings by label, folding pure moves", () => {
    const content = JSON.parse(liveWorkflow().contentJSON) as {
      nodes: { id: string; position: { x: number; y: number }; data: { frontend: object } }[];
    };
    const [first, second] = content.nodes;
    if (!first || !second) throw new Error('The default workflow has two nodes or more.');
    first.data = { ...first.data, frontend: { ...first.data.frontend, label: 'Renamed step' } };
    second.position = { x: second.position.x + 300, y: second.position.y };
    const { live, draft } = sides({}, { contentJSON: JSON.stringify(content) });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const workflow = screen.getByRole('region', { name: /^Workflow: / });
    expect(within(workflow).getByText('Step “Renamed step” changed')).toBeInTheDocument();
    expect(within(workflow).getByText('Name')).toBeInTheDocument();
    expect(within(workflow).getByText('1 step moved on the canvas (layout only)')).toBeInTheDocument();
    expect(workflow.textContent).not.toMatch(new RegExp(`${first.id}|${second.id}|position|data\\.`));
  });

  it('says so when nothing differs', () => {
    const { live } = sides();
    renderWithProviders(<VersionDiffView diff={diffVersions(live, live)} />);
    expect(screen.getByText('No differences.')).toBeInTheDocument();
  });
});
