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

  it('shows everything of a live agent edited directly, and waits for the draft while it loads', () => {
    expect(linkedOnly(items, null, 'documentIds')).toBe(items);
    expect(linkedOnly(items, { status: 'loading' }, 'documentIds')).toEqual({ status: 'loading' });
  });
});
