import { campaignSchema } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { saveCampaign } from './save-campaign';

const form = {
  name: 'Spring leads',
  timezone: 'America/New_York',
  startAt: '',
  days: [1, 2],
  windowStart: '09:00',
  windowEnd: '17:00',
};
const schedule = {
  timezone: 'America/New_York',
  startAt: null,
  days: [1, 2],
  windowStart: '09:00',
  windowEnd: '17:00',
};
const answer = campaignSchema.parse({ id: 'c1', agentId: 'a1', orgId: 'org-acme', name: 'Spring leads' });

function deps() {
  const api = vi.fn(() => Promise.resolve(answer)) as unknown as ApiFetch & ReturnType<typeof vi.fn>;
  const upload = vi.fn(() => Promise.resolve());
  return { api, upload, orgId: 'org-acme', agentId: 'a1', newFileId: () => 'file-1' };
}

describe('saveCampaign', () => {
  it('uploads a new contacts file to the org folder first, then creates the campaign with its path and name', async () => {
    const d = deps();
    const file = new File(['phone\n4155550101\n'], 'leads.csv', { type: 'text/csv' });
    await saveCampaign(d, { campaignId: null, form, contacts: file });
    expect(d.upload).toHaveBeenCalledWith('campaign-contacts/org-acme/file-1.csv', file);
    expect(d.api).toHaveBeenCalledWith('/public/campaigns', {
      method: 'POST',
      body: {
        agentId: 'a1',
        name: 'Spring leads',
        schedule,
        contactsFilePath: 'campaign-contacts/org-acme/file-1.csv',
        contactsFileName: 'leads.csv',
      },
      schema: expect.anything() as unknown,
    });
    expect(d.upload.mock.invocationCallOrder[0]).toBeLessThan(d.api.mock.invocationCallOrder[0] as number);
  });

  it('updates a campaign without touching its contacts when no file was chosen', async () => {
    const d = deps();
    await saveCampaign(d, {
      campaignId: 'c1',
      form: { ...form, startAt: '2026-11-23T09:30' },
      contacts: null,
    });
    expect(d.upload).not.toHaveBeenCalled();
    expect(d.api).toHaveBeenCalledWith('/public/campaigns/c1', {
      method: 'PATCH',
      body: {
        name: 'Spring leads',
        schedule: { ...schedule, startAt: new Date('2026-11-23T09:30').getTime() },
      },
      schema: expect.anything() as unknown,
    });
  });

  it('does not save the campaign when the upload fails', async () => {
    const d = deps();
    d.upload.mockRejectedValueOnce(new Error('storage/unauthorized'));
    await expect(
      saveCampaign(d, { campaignId: null, form, contacts: new File(['x'], 'x.csv') }),
    ).rejects.toThrow('storage/unauthorized');
    expect(d.api).not.toHaveBeenCalled();
  });
});
