import { describe, expect, it, vi } from 'vitest';
import { saveAgentSection } from './save-agent-section';

const by = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann' };

describe('saveAgentSection', () => {
  it('writes the changed fields and toasts the spec success', async () => {
    const write = vi.fn(() => Promise.resolve());
    const notify = vi.fn();
    const saved = await saveAgentSection(
      { write, notify, by },
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
  it('toasts the spec failure with the cause', async () => {
    const write = vi.fn(() => Promise.reject(new Error('Missing or insufficient permissions.')));
    const notify = vi.fn();
    const saved = await saveAgentSection({ write, notify, by }, 'root', { name: 'A' }, { name: 'B' });
    expect(saved).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      {
        title: 'Uh oh! Something went wrong.',
        description: 'There was a problem with your request: Missing or insufficient permissions.',
      },
      { severity: 'error' },
    );
  });
});
