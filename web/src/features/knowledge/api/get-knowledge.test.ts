import { describe, expect, it } from 'vitest';
import { linkedOnly } from './get-knowledge';

const items = { status: 'success', data: [{ id: 'd1' }, { id: 'd2' }] } as const;
const draft = { documentIds: ['d2'], websiteIds: [], faqIds: ['d1'] };

describe('linkedOnly', () => {
  it("keeps only what a draft still links: an item removed from the draft stays the live agent's", () => {
    expect(linkedOnly(items, { status: 'success', data: draft }, 'documentIds')).toEqual({
      status: 'success',
      data: [{ id: 'd2' }],
    });
    expect(linkedOnly(items, { status: 'success', data: draft }, 'faqIds')).toEqual({
      status: 'success',
      data: [{ id: 'd1' }],
    });
  });

  it("lists a draft's own copy of a changed document in place of the live agent's original", () => {
    // The live agent's query finds the original, the draft's query the copy (its agentId is the draft).
    const both = { status: 'success', data: [{ id: 'original' }, { id: 'copy' }] } as const;
    const changed = { documentIds: ['copy'], websiteIds: [], faqIds: [] };
    expect(linkedOnly(both, { status: 'success', data: changed }, 'documentIds')).toEqual({
      status: 'success',
      data: [{ id: 'copy' }],
    });
  });

  it('shows everything of a live agent edited directly, and waits for the draft while it loads', () => {
    expect(linkedOnly(items, null, 'documentIds')).toBe(items);
    expect(linkedOnly(items, { status: 'loading' }, 'documentIds')).toEqual({ status: 'loading' });
  });
});
