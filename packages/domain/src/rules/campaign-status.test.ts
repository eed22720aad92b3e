import { describe, expect, it } from 'vitest';
import { API_ERROR_REASONS } from '../api/errors';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../enums';
import {
  MSG_CAMPAIGN_ALREADY_STARTED,
  MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
  MSG_CAMPAIGN_NEEDS_CONTACTS,
  MSG_CAMPAIGN_NOT_IN_PROGRESS,
  MSG_CAMPAIGN_NOT_PAUSED,
  MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
} from '../messages';
import {
  CAMPAIGN_STATUS_AFTER,
  campaignActionRefusal,
  campaignActionsFor,
  isCampaignFinished,
  isCampaignIdle,
  shouldTerminateBeforeDelete,
  startCampaignError,
  type CampaignLifecycleView,
} from './campaign-status';

/** A campaign ready to start: one active number and contacts stored from its file. */
const ready = (status: CampaignStatus | null, change: Partial<CampaignLifecycleView> = {}) => ({
  status,
  phoneNumbers: [{ id: 'n', number: '+12015550100', isActive: true, weight: 100 }],
  contactCount: 3,
  contactsFilePath: 'campaign-contacts/o/f.csv',
  contactsImportedFrom: 'campaign-contacts/o/f.csv',
  ...change,
});

const allowed = (status: CampaignStatus | null) =>
  campaignActionsFor(status).filter((action) => campaignActionRefusal(action, ready(status)) === null);

describe('the campaign lifecycle', () => {
  it('allows exactly the table’s actions in each status', () => {
    expect(Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, allowed(status)]))).toEqual({
      IDLE: ['start', 'delete'],
      QUEUED: ['terminate', 'delete'],
      IN_PROGRESS: ['pause', 'terminate', 'delete'],
      PAUSED: ['resume', 'terminate', 'delete'],
      COMPLETED: ['delete'],
      FAILED: ['delete'],
    });
    expect(allowed(null)).toEqual(['start', 'delete']);
  });

  it('refuses an action its status does not allow with that action’s text', () => {
    const refused = (action: Parameters<typeof campaignActionRefusal>[0], status: CampaignStatus) =>
      campaignActionRefusal(action, ready(status));
    expect(refused('start', 'PAUSED')).toEqual({
      message: MSG_CAMPAIGN_ALREADY_STARTED,
      reason: API_ERROR_REASONS.campaignStatus,
    });
    expect(refused('pause', 'PAUSED')?.message).toBe(MSG_CAMPAIGN_NOT_IN_PROGRESS);
    expect(refused('resume', 'IN_PROGRESS')?.message).toBe(MSG_CAMPAIGN_NOT_PAUSED);
    expect(refused('terminate', 'COMPLETED')?.message).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
    expect(refused('terminate', 'IDLE')?.message).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
  });

  it('refuses start without an active number, then without stored contacts', () => {
    const inactive = [{ id: 'n', number: '+12015550100', isActive: false, weight: 100 }];
    expect(campaignActionRefusal('start', ready('IDLE', { phoneNumbers: [] }))).toEqual({
      message: MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
      reason: API_ERROR_REASONS.campaignNotReady,
    });
    expect(campaignActionRefusal('start', ready('IDLE', { phoneNumbers: inactive }))?.message).toBe(
      MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
    );
    expect(campaignActionRefusal('start', ready('IDLE', { contactCount: 0 }))?.message).toBe(
      MSG_CAMPAIGN_NEEDS_CONTACTS,
    );
    expect(
      campaignActionRefusal('start', ready('IDLE', { contactsImportedFrom: 'campaign-contacts/o/old.csv' }))
        ?.message,
    ).toBe(MSG_CAMPAIGN_NEEDS_CONTACTS);
    // Readiness matters for start only: an empty pool does not stop a pause.
    expect(campaignActionRefusal('pause', ready('IN_PROGRESS', { phoneNumbers: [] }))).toBeNull();
  });

  it('starts only with the outbound-call feature', () => {
    expect(startCampaignError('FREE')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(startCampaignError('STARTER')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(startCampaignError('PROFESSIONAL')).toBeNull();
  });

  it('terminates before delete exactly when terminate is allowed', () => {
    expect(CAMPAIGN_STATUSES.filter(shouldTerminateBeforeDelete)).toEqual([
      'IN_PROGRESS',
      'PAUSED',
      'QUEUED',
    ]);
    expect(shouldTerminateBeforeDelete(undefined)).toBe(false);
  });

  it('names the status each run action leads to', () => {
    expect(CAMPAIGN_STATUS_AFTER).toEqual({
      start: 'IN_PROGRESS',
      pause: 'PAUSED',
      resume: 'IN_PROGRESS',
      terminate: 'COMPLETED',
    });
  });
});

describe('run-state helpers', () => {
  it('counts no status as idle', () => {
    expect(isCampaignIdle(undefined)).toBe(true);
    expect(isCampaignIdle(null)).toBe(true);
    expect(isCampaignIdle('IDLE')).toBe(true);
    expect(isCampaignIdle('PAUSED')).toBe(false);
  });

  it('counts anything but COMPLETED as not finished', () => {
    expect(CAMPAIGN_STATUSES.filter(isCampaignFinished)).toEqual(['COMPLETED']);
    expect(isCampaignFinished(undefined)).toBe(false);
  });
});
