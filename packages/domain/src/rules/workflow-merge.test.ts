import { describe, expect, it } from 'vitest';
import type { WorkflowContent, WorkflowNode } from '../schemas/workflow';
import { defaultWorkflowContent } from './default-workflow';
import { mergeWorkflowContent } from './workflow-merge';

const base = defaultWorkflowContent('o@example.com');
const edit = (
  content: WorkflowContent,
  id: string,
  change: (node: WorkflowNode) => WorkflowNode,
): WorkflowContent => ({
  ...content,
  nodes: content.nodes.map((node) => (node.id === id ? change(node) : node)),
});
const relabel = (label: string) => (node: WorkflowNode) => ({
  ...node,
  data: { ...node.data, frontend: { ...node.data.frontend, label } },
});
const labelOf = (content: WorkflowContent, id: string) =>
  content.nodes.find((node) => node.id === id)?.data.frontend.label;

describe('mergeWorkflowContent', () => {
  it('keeps both sides’ changes to different nodes, without conflicts', () => {
    const mine = edit(base, 'end-call', relabel('Goodbye'));
    const theirs = edit(base, 'collect-info', relabel('Details'));
    const merged = mergeWorkflowContent(base, mine, theirs);
    expect(labelOf(merged.content, 'end-call')).toBe('Goodbye');
    expect(labelOf(merged.content, 'collect-info')).toBe('Details');
    expect(merged.conflicts).toEqual([]);
  });

  it('lets mine win on a node both changed, and reports it', () => {
    const merged = mergeWorkflowContent(
      base,
      edit(base, 'end-call', relabel('Mine')),
      edit(base, 'end-call', relabel('Theirs')),
    );
    expect(labelOf(merged.content, 'end-call')).toBe('Mine');
    expect(merged.conflicts).toEqual(['end-call']);
  });

  it('re-applies my additions and deletions, dropping edges left without a node', () => {
    const [template] = base.nodes;
    if (!template) throw new Error('The default workflow has nodes');
    const added: WorkflowNode = {
      ...template,
      id: 'extra',
      type: 'FORM',
      data: { ...template.data, type: 'SAY_EXACTLY' },
    };
    const mine: WorkflowContent = {
      nodes: [...base.nodes.filter((node) => node.id !== 'post-call-notification'), added],
      edges: base.edges.filter((edge) => edge.target !== 'post-call-notification'),
    };
    const theirs = edit(base, 'collect-info', relabel('Details'));
    const merged = mergeWorkflowContent(base, mine, theirs);
    const ids = merged.content.nodes.map((node) => node.id);
    expect(ids).toContain('extra');
    expect(ids).not.toContain('post-call-notification');
    expect(merged.content.edges.some((edge) => edge.target === 'post-call-notification')).toBe(false);
    expect(labelOf(merged.content, 'collect-info')).toBe('Details');
  });

  it('keeps a node I deleted when they changed it, and reports it', () => {
    const mine = { ...base, nodes: base.nodes.filter((node) => node.id !== 'end-call') };
    const merged = mergeWorkflowContent(base, mine, edit(base, 'end-call', relabel('Theirs')));
    expect(labelOf(merged.content, 'end-call')).toBe('Theirs');
    expect(merged.conflicts).toEqual(['end-call']);
  });
});
