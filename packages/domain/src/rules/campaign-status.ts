// The campaign lifecycle: which action each status allows, what status it leads to, and why an action
// is refused. The run-control routes and the web's buttons both ask `campaignActionRefusal`, so a button
// is enabled exactly when its request would be accepted. The table is in docs/campaigns.md.
import { API_ERROR_REASONS } from '../api/errors';
import type { CampaignStatus, Plan } from '../enums';
import {
  MSG_CAMPAIGN_ALREADY_STARTED,
  MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
  MSG_CAMPAIGN_NEEDS_CONTACTS,
  MSG_CAMPAIGN_NOT_IN_PROGRESS,
  MSG_CAMPAIGN_NOT_PAUSED,
  MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
} from '../messages';
import type { Campaign } from '../schemas/campaign';
import { outboundGateError } from './plans';

type MaybeStatus = CampaignStatus | null | undefined;

/** What a user can do to a campaign; the order is the order of its buttons. */
export const CAMPAIGN_ACTIONS = ['start', 'pause', 'resume', 'terminate', 'delete'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];
/** The actions that change a campaign's status (POST /outbound/campaign/{id}/<action>). */
export type CampaignRunAction = Exclude<CampaignAction, 'delete'>;

/**
 * The lifecycle table: the actions each status allows. Delete is always allowed (a running, paused or
 * queued campaign is terminated first, on the server). IDLE starts; IN_PROGRESS pauses; PAUSED resumes;
 * IN_PROGRESS, PAUSED and QUEUED terminate; COMPLETED and FAILED are final.
 */
export const CAMPAIGN_LIFECYCLE: Readonly<Record<CampaignStatus, readonly CampaignAction[]>> = {
  IDLE: ['start', 'delete'],
  QUEUED: ['terminate', 'delete'],
  IN_PROGRESS: ['pause', 'terminate', 'delete'],
  PAUSED: ['resume', 'terminate', 'delete'],
  COMPLETED: ['delete'],
  FAILED: ['delete'],
};

/** The status each run action leaves a campaign in. */
export const CAMPAIGN_STATUS_AFTER = {
  start: 'IN_PROGRESS',
  pause: 'PAUSED',
  resume: 'IN_PROGRESS',
  terminate: 'COMPLETED',
} as const satisfies Record<CampaignRunAction, CampaignStatus>;

/** The refusal of each action in a status that does not allow it (the spec's texts where it has them). */
const STATUS_REFUSALS: Readonly<Record<CampaignRunAction, string>> = {
  start: MSG_CAMPAIGN_ALREADY_STARTED,
  pause: MSG_CAMPAIGN_NOT_IN_PROGRESS,
  resume: MSG_CAMPAIGN_NOT_PAUSED,
  terminate: MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
};

/** Idle also when the campaign has no status at all. */
export function isCampaignIdle(status: MaybeStatus): boolean {
  return status == null || status === 'IDLE';
}

/** Anything but COMPLETED counts as not finished. */
export function isCampaignFinished(status: MaybeStatus): boolean {
  return status === 'COMPLETED';
}

/** The actions the campaign's status allows, in button order (no status counts as IDLE). */
export function campaignActionsFor(status: MaybeStatus): readonly CampaignAction[] {
  return CAMPAIGN_LIFECYCLE[status ?? 'IDLE'];
}

/** Whether the status allows the action (the lifecycle table, nothing else). */
export function isCampaignActionAllowed(action: CampaignAction, status: MaybeStatus): boolean {
  return campaignActionsFor(status).includes(action);
}

/** Whether terminate is allowed from this status. */
export function isCampaignTerminable(status: MaybeStatus): boolean {
  return isCampaignActionAllowed('terminate', status);
}

/** Why an action is refused: its message and the `details.reason` the route answers with. */
export interface CampaignActionRefusal {
  readonly message: string;
  readonly reason: typeof API_ERROR_REASONS.campaignStatus | typeof API_ERROR_REASONS.campaignNotReady;
}

/** What the lifecycle reads of a campaign. */
export type CampaignLifecycleView = Pick<
  Campaign,
  'status' | 'phoneNumbers' | 'contactCount' | 'contactsFilePath' | 'contactsImportedFrom'
>;

/**
 * Why `action` cannot run on this campaign now, or null. First the lifecycle table; then start also
 * needs an active number in the pool and stored contacts from the current file.
 */
export function campaignActionRefusal(
  action: CampaignAction,
  campaign: CampaignLifecycleView,
): CampaignActionRefusal | null {
  if (action === 'delete') return null;
  if (!isCampaignActionAllowed(action, campaign.status)) {
    return { message: STATUS_REFUSALS[action], reason: API_ERROR_REASONS.campaignStatus };
  }
  if (action !== 'start') return null;
  if (!campaign.phoneNumbers.some((entry) => entry.isActive)) {
    return { message: MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER, reason: API_ERROR_REASONS.campaignNotReady };
  }
  if (campaign.contactCount === 0 || campaign.contactsImportedFrom !== campaign.contactsFilePath) {
    return { message: MSG_CAMPAIGN_NEEDS_CONTACTS, reason: API_ERROR_REASONS.campaignNotReady };
  }
  return null;
}

/** Start needs the outbound-call feature. */
export function startCampaignError(plan: Plan | null | undefined): string | null {
  return outboundGateError(plan, 'campaign');
}

/**
 * Delete first terminates a campaign whose status allows terminate; a COMPLETED or FAILED one has
 * nothing left to stop.
 */
export function shouldTerminateBeforeDelete(status: MaybeStatus): boolean {
  return isCampaignTerminable(status);
}
