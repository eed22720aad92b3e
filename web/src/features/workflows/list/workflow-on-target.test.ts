import { describe, expect, it } from 'vitest';
import { workflowIdOnTarget } from './workflow-on-target';

describe('workflowIdOnTarget', () => {
  it("keeps a workflow's id on its own agent (no version control, or the draft's own list)", () => {
    expect(workflowIdOnTarget('agent-1', { id: 'wf-1', agentId: 'agent-1' })).toBe('wf-1');
  });

  it('names the draft’s copy of a live workflow once the first edit has made the draft', () => {
    expect(workflowIdOnTarget('draft-1', { id: 'wf-1', agentId: 'agent-1' })).toBe('draft-1_wf-1');
  });
});
