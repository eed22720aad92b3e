import { agentUpdateFailedToast } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { saveAgentSection } from './save-agent-section';

const by = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann' };

describe('saveAgentSection', () => {
  it('writes the changed fields and toasts the spec success', async () => {
    const write = vi.fn(() => Promise.resolve());
    const notify = vi.fn();
    const saved = await saveAgentSection(
      { write, notify, notifyError: vi.fn(), by },
      'advancedSettings',
      { promptVersion: 'v1.5' },
      {
        promptVersion: 'v2',
      },
    );
    expect(saved).toBe(true);
    expect(write).toHaveBeenCalledWith({ 'advancedSettings.promptVersion': 'v2', lastUpdatedBy: by });
    expect(notify).toHaveBeenCalledWith(
      { title: 'Agent updated.', description: 'Your changes have been saved.' },
      { severity: 'success' },
    );
  });
  it("toasts the failure as the spec's agent update failure", async () => {
    const failure = new Error('Missing or insufficient permissions.');
    const write = vi.fn(() => Promise.reject(failure));
    const notify = vi.fn();
    const notifyError = vi.fn();
    const saved = await saveAgentSection(
      { write, notify, notifyError, by },
      'root',
      { name: 'A' },
      { name: 'B' },
    );
    expect(saved).toBe(false);
    expect(notifyError).toHaveBeenCalledWith(failure, agentUpdateFailedToast);
    expect(notify).not.toHaveBeenCalled();
  });
});
