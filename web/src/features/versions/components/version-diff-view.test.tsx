import { diffVersions } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { liveWorkflow, sides } from '../testing';
import { VersionDiffView } from './version-diff-view';

describe('VersionDiffView', () => {
  it('shows a changed greeting under Prompt, word by word', () => {
    const { live, draft } = sides({ greeting: 'Hello, how may I help you this evening?' });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(within(prompt).getByText('greeting')).toBeInTheDocument();
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

  it('shows a short value before and after, under its area', () => {
    const { live, draft } = sides({ selectedVoiceId: 'voice-ava' });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const voice = screen.getByRole('region', { name: 'Voice' });
    expect(within(voice).getByText('selectedVoiceId')).toBeInTheDocument();
    expect(within(voice).getByText('(empty)').closest('del')).not.toBeNull();
    expect(within(voice).getByText('voice-ava').closest('ins')).not.toBeNull();
  });

  it("lists a workflow's changed nodes with the paths that changed", () => {
    const content = JSON.parse(liveWorkflow().contentJSON) as { nodes: { id: string; data: object }[] };
    const [first] = content.nodes;
    if (!first) throw new Error('The default workflow has nodes.');
    first.data = { ...first.data, label: 'Renamed step' };
    const { live, draft } = sides({}, { contentJSON: JSON.stringify(content) });
    renderWithProviders(<VersionDiffView diff={diffVersions(live, draft)} />);
    const workflow = screen.getByRole('region', { name: /^Workflow: / });
    expect(within(workflow).getByText(`Node ${first.id} · Changed`)).toBeInTheDocument();
    expect(within(workflow).getByText('data.label')).toBeInTheDocument();
  });

  it('says so when nothing differs', () => {
    const { live } = sides();
    renderWithProviders(<VersionDiffView diff={diffVersions(live, live)} />);
    expect(screen.getByText('No differences.')).toBeInTheDocument();
  });
});
