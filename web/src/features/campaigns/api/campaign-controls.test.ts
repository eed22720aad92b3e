import { campaignSchema, type CampaignStatus } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { runCampaignAction } from './campaign-controls';

const campaign = (status: CampaignStatus | null) =>
  campaignSchema.parse({ id: 'c 1', agentId: 'a1', orgId: 'org-acme', status });

function fakeApi() {
  const api = vi.fn((_path: string, _options?: { method?: string }) =>
    Promise.resolve({ id: 'c 1', status: 'COMPLETED' }),
  );
  return {
    api: api as unknown as ApiFetch,
    calls: () => api.mock.calls.map(([path, options]) => [path, options?.method]),
  };
}

describe('runCampaignAction', () => {
  it('posts the run controls to /outbound/campaign/{id}/…', async () => {
    const { api, calls } = fakeApi();
    await runCampaignAction(api, 'pause', campaign('IN_PROGRESS'));
    await runCampaignAction(api, 'start', campaign(null));
    expect(calls()).toEqual([
      ['/outbound/campaign/c%201/pause', 'POST'],
      ['/outbound/campaign/c%201/start', 'POST'],
    ]);
  });

  it('deletes a running campaign with one DELETE: the server terminates it, so no second terminate', async () => {
    const { api, calls } = fakeApi();
    await runCampaignAction(api, 'delete', campaign('PAUSED'));
    expect(calls()).toEqual([['/public/campaigns/c%201', 'DELETE']]);
  });

  it('deletes an idle or finished campaign directly', async () => {
    const { api, calls } = fakeApi();
    await runCampaignAction(api, 'delete', campaign('IDLE'));
    await runCampaignAction(api, 'delete', campaign('COMPLETED'));
    expect(calls()).toEqual([
      ['/public/campaigns/c%201', 'DELETE'],
      ['/public/campaigns/c%201', 'DELETE'],
    ]);
  });
});
