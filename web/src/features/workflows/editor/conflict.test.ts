import { defaultWorkflowContent, type WorkflowContent } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { mergeChanges, syncDecision } from './conflict';

const input = { stored: 3, ours: 3, dirty: false, saving: false, refused: false };

describe('the editor when the stored workflow moves', () => {
  it('does nothing while in step, loading, or while our own save is on its way', () => {
    expect(syncDecision(input)).toBe('in-sync');
    expect(syncDecision({ ...input, stored: null })).toBe('in-sync');
    // Our save's bump shows in the live read before its answer: not someone else's.
    expect(syncDecision({ ...input, stored: 4, dirty: true, saving: true })).toBe('in-sync');
    // An older snapshot after our save answered.
    expect(syncDecision({ ...input, stored: 2, ours: 3, dirty: true })).toBe('in-sync');
  });

  it("follows another tab's save when nothing here is unsaved", () => {
    expect(syncDecision({ ...input, stored: 4 })).toBe('adopt');
  });

  it('asks when both changed, or when a save was refused with a conflict', () => {
    expect(syncDecision({ ...input, stored: 4, dirty: true })).toBe('ask');
    expect(syncDecision({ ...input, refused: true, dirty: true })).toBe('ask');
    expect(syncDecision({ ...input, refused: true, saving: true })).toBe('ask');
  });
});

describe('merge by step', () => {
  const base = defaultWorkflowContent('o@example.com');
  const relabel = (content: WorkflowContent, id: string, label: string): WorkflowContent => ({
    ...content,
    nodes: content.nodes.map((node) =>
      node.id === id ? { ...node, data: { ...node.data, frontend: { ...node.data.frontend, label } } } : node,
    ),
  });

  it('keeps their change and re-applies mine, losing neither', () => {
    const mine = relabel(base, 'end-call', 'Say goodbye');
    const theirs = relabel(base, 'identify-purpose', 'Ask why');
    const merged = mergeChanges(base, mine, theirs);
    const labels = merged.content.nodes.map((node) => node.data.frontend.label);
    expect(labels).toContain('Say goodbye');
    expect(labels).toContain('Ask why');
    expect(merged.conflictLabels).toEqual([]);
  });

  it('names the steps both changed, mine kept there', () => {
    const mine = relabel(base, 'end-call', 'Mine');
    const theirs = relabel(base, 'end-call', 'Theirs');
    const merged = mergeChanges(base, mine, theirs);
    expect(merged.conflictLabels).toEqual(['Mine']);
    expect(merged.content.nodes.find((node) => node.id === 'end-call')?.data.frontend.label).toBe('Mine');
  });
});
