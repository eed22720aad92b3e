// Campaign lifecycle checks (platform-core §4, voice-library §4).
import type { CampaignStatus, Plan } from '../enums';
import {
  MSG_CAMPAIGN_NOT_IN_PROGRESS,
  MSG_CAMPAIGN_NOT_PAUSED,
  MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
} from '../messages';
import { outboundGateError } from './plans';

type MaybeStatus = CampaignStatus | null | undefined;

/**
 * Statuses a campaign can be terminated from: those with calls running, waiting or held
 * (IN_PROGRESS, PAUSED, QUEUED). IDLE has nothing to stop; COMPLETED and FAILED are final.
 */
export const TERMINABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['IN_PROGRESS', 'PAUSED', 'QUEUED'];

/** The status each action leaves a campaign in. */
export const CAMPAIGN_STATUS_AFTER = {
  start: 'IN_PROGRESS',
  pause: 'PAUSED',
  resume: 'IN_PROGRESS',
  terminate: 'COMPLETED',
} as const satisfies Record<string, CampaignStatus>;

/** Idle also when the campaign has no status at all. */
export function isCampaignIdle(status: MaybeStatus): boolean {
  return status == null || status === 'IDLE';
}

/** Anything but COMPLETED counts as not finished. */
export function isCampaignFinished(status: MaybeStatus): boolean {
  return status === 'COMPLETED';
}

/** Whether terminate is allowed from this status (see TERMINABLE_CAMPAIGN_STATUSES). */
export function isCampaignTerminable(status: MaybeStatus): boolean {
  return status != null && TERMINABLE_CAMPAIGN_STATUSES.includes(status);
}

/** Start needs the outbound-call feature. */
export function startCampaignError(plan: Plan | null | undefined): string | null {
  return outboundGateError(plan, 'campaign');
}

/** Pause needs IN_PROGRESS. */
export function pauseCampaignError(status: MaybeStatus): string | null {
  return status === 'IN_PROGRESS' ? null : MSG_CAMPAIGN_NOT_IN_PROGRESS;
}

/** Resume needs PAUSED. */
export function resumeCampaignError(status: MaybeStatus): string | null {
  return status === 'PAUSED' ? null : MSG_CAMPAIGN_NOT_PAUSED;
}

/** Terminate needs a terminable status. */
export function terminateCampaignError(status: MaybeStatus): string | null {
  return isCampaignTerminable(status) ? null : MSG_UNABLE_TO_TERMINATE_CAMPAIGN;
}

/**
 * Delete first terminates a campaign that is not IDLE. A COMPLETED or FAILED one has nothing left to
 * terminate (and terminate would refuse it), so only terminable statuses are terminated first.
 */
export function shouldTerminateBeforeDelete(status: MaybeStatus): boolean {
  return !isCampaignIdle(status) && isCampaignTerminable(status);
}
