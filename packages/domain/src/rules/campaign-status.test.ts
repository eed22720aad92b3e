import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../enums';
import {
  MSG_CAMPAIGN_NOT_IN_PROGRESS,
  MSG_CAMPAIGN_NOT_PAUSED,
  MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
} from '../messages';
import {
  CAMPAIGN_STATUS_AFTER,
  isCampaignFinished,
  isCampaignIdle,
  pauseCampaignError,
  resumeCampaignError,
  shouldTerminateBeforeDelete,
  startCampaignError,
  terminateCampaignError,
} from './campaign-status';

describe('campaign transitions', () => {
  it('starts only with the outbound-call feature', () => {
    expect(startCampaignError('FREE')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(startCampaignError('STARTER')).toBe(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(startCampaignError('PROFESSIONAL')).toBeNull();
  });

  it('pauses only IN_PROGRESS', () => {
    for (const status of CAMPAIGN_STATUSES) {
      expect(pauseCampaignError(status)).toBe(status === 'IN_PROGRESS' ? null : MSG_CAMPAIGN_NOT_IN_PROGRESS);
    }
    expect(pauseCampaignError(undefined)).toBe(MSG_CAMPAIGN_NOT_IN_PROGRESS);
  });

  it('resumes only PAUSED', () => {
    for (const status of CAMPAIGN_STATUSES) {
      expect(resumeCampaignError(status)).toBe(status === 'PAUSED' ? null : MSG_CAMPAIGN_NOT_PAUSED);
    }
  });

  it('terminates IN_PROGRESS, PAUSED and QUEUED only', () => {
    const terminable = CAMPAIGN_STATUSES.filter((status) => terminateCampaignError(status) === null);
    expect(terminable).toEqual(['IN_PROGRESS', 'PAUSED', 'QUEUED']);
    expect(terminateCampaignError('COMPLETED')).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
    expect(terminateCampaignError(null)).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
  });

  it('terminates before delete when not idle and something is running', () => {
    expect(shouldTerminateBeforeDelete('IDLE')).toBe(false);
    expect(shouldTerminateBeforeDelete(undefined)).toBe(false);
    expect(shouldTerminateBeforeDelete('IN_PROGRESS')).toBe(true);
    expect(shouldTerminateBeforeDelete('QUEUED')).toBe(true);
    expect(shouldTerminateBeforeDelete('COMPLETED')).toBe(false);
  });

  it('names the status each action leads to', () => {
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
