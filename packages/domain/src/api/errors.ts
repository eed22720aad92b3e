// The error answer of every route and callable, and the closed set of `details.reason` values the
// slice produces. Clients switch on `status` (the canonical code) and `details.reason`, never on text.
import { z } from 'zod';

export const API_ERROR_REASONS = {
  /** No bearer token, or a forged, expired or revoked one. */
  unauthenticated: 'unauthenticated',
  /** The body or callable data failed its schema; `details.issues` lists {path, message}. */
  invalidInput: 'invalid-input',
  /** An unexpected failure; the message says nothing more. */
  internal: 'internal',
  /** No route matches the method and path. */
  routeNotFound: 'route-not-found',
  /** The body's content type is not the route's (JSON, or multipart/form-data where the route says so): 415. */
  unsupportedMediaType: 'unsupported-media-type',
  userNotFound: 'user-not-found',
  orgNotFound: 'org-not-found',
  agentNotFound: 'agent-not-found',
  /** The caller is not in the organisation the action concerns. */
  notOrgMember: 'not-org-member',
  /** The caller is in the organisation but their place there (or their role VIEWER) does not allow it. */
  insufficientRole: 'insufficient-role',
  /** The organisation owner's plan allows no more of this (agents on FREE: 1). */
  planLimit: 'plan-limit',
  inviteNotFound: 'invite-not-found',
  inviteExpired: 'invite-expired',
  /** A private invite was sent to another e-mail address than the caller's. */
  inviteEmailMismatch: 'invite-email-mismatch',
  /** The private invite was already accepted, by someone else. */
  inviteUsed: 'invite-used',
  /** The caller's e-mail address is not verified (private invites, the welcome e-mail need a verified one). */
  emailNotVerified: 'email-not-verified',
  /** The owner cannot be removed from their own organisation. */
  cannotRemoveOwner: 'cannot-remove-owner',
  /** The welcome e-mail may only go to the caller's own address. */
  emailMismatch: 'email-mismatch',
  /** Sending an e-mail (welcome, invite) failed. */
  mailFailed: 'mail-failed',
  /** The number's agent already holds as many business numbers as the owner's plan allows. */
  numberLimit: 'number-limit',
  /** A telephony provider (Twilio, Vonage) failed or was unreachable; the message says what was done. */
  providerFailed: 'provider-failed',
  /**
   * The provider refused the request as made (a number no longer for sale, an unknown number or
   * account): the user's to change, so a 4xx. `providerFailed` is kept for outages (5xx).
   */
  providerRefused: 'provider-refused',
  /** The provider rejected the account credentials. */
  credentialsRejected: 'credentials-rejected',
  /** The number or endpoint is not on the agent, not in the account, or not in the organisation. */
  numberNotFound: 'number-not-found',
  /** The number already belongs to another organisation or agent. */
  numberTaken: 'number-taken',
  /** The voice belongs to another user (clone for someone else, choose another's clone provider). */
  notVoiceOwner: 'not-voice-owner',
  /** The voice provider (ElevenLabs, Cartesia) refused or failed; `details.providerStatus` has its status. */
  voiceProviderFailed: 'voice-provider-failed',
  /** The voice does not exist or is not visible to the caller. */
  voiceNotFound: 'voice-not-found',
  /** A realtime (beta) voice chosen by an account without enableBetaVoices. */
  betaVoicesDisabled: 'beta-voices-disabled',
  campaignNotFound: 'campaign-not-found',
  /** The run action does not fit the campaign's status (pause needs IN_PROGRESS, resume PAUSED...). */
  campaignStatus: 'campaign-status',
  /** The campaign cannot start: no active phone number or no contacts. */
  campaignNotReady: 'campaign-not-ready',
  /** A number to assign is neither the agent's nor an unassigned number of the organisation. */
  phoneNumberUnavailable: 'phone-number-unavailable',
  /** The contacts CSV has rows that fail validation; `details.rowErrors` lists them. */
  invalidContacts: 'invalid-contacts',
  /** A do-not-call import or number is not valid; `details.rowErrors` (import) lists the bad rows. */
  invalidDoNotCall: 'invalid-do-not-call',
  /** The voice engine refused or could not be reached when placing a call. */
  callFailed: 'call-failed',
  /** A call-ended webhook named a call this deployment never placed. */
  callNotFound: 'call-not-found',
  /** A call's analysis rerun before the call ended (docs/analysis.md). */
  callNotEnded: 'call-not-ended',
  /** A Stripe webhook without a valid signature for the endpoint's secret: 400, nothing written. */
  webhookSignature: 'webhook-signature',
  /** Checkout for a price Parley does not sell (rules/billing-prices.ts). */
  unknownPrice: 'unknown-price',
  /** The Customer Portal or invoices of a user who never subscribed (no Stripe customer). */
  noBillingAccount: 'no-billing-account',
  /** The organisation owner's credits are used up: outbound calls stop. */
  quotaExceeded: 'quota-exceeded',
  /** A conversation's turn lost to a concurrent one (its retry): 409, nothing written; retry it. */
  conversationMovedOn: 'conversation-moved-on',
  /** A credit adjustment would take the balance below zero without an explicit overdraft: 400. */
  overdraftRefused: 'overdraft-refused',
  /** Drafts need the organisation's enableAgentVersionControl. */
  versionControlOff: 'version-control-off',
  /** Version control is on: a live agent changes only by publishing its draft. */
  liveAgentLocked: 'live-agent-locked',
  /** publish was given a live agent, not a draft. */
  notDraft: 'not-draft',
  /** A publish precondition failed (source agent, default workflow, invalid workflows): the spec's text. */
  publishPrecondition: 'publish-precondition',
  versionNotFound: 'version-not-found',
  /** A free-form JSON value over its size limit (rules/storable-json.ts): 413. */
  payloadTooLarge: 'payload-too-large',
  /** The version's stored snapshot is missing fields, so it cannot be restored: 400. */
  versionIncomplete: 'version-incomplete',
  abTestNotFound: 'ab-test-not-found',
  /** The test lab (docs/test-lab.md): the run does not exist for this agent, or there is nothing to run. */
  testRunNotFound: 'test-run-not-found',
  noTestsToRun: 'no-tests-to-run',
  /** The A/B test has ended, or the agent already has one running, or is itself a copy. */
  abTestState: 'ab-test-state',
} as const;

export type ApiErrorReason = (typeof API_ERROR_REASONS)[keyof typeof API_ERROR_REASONS];

/**
 * The body of every failed route call; a callable's failure is the same `error`. `error.status` is the
 * canonical code (UNAUTHENTICATED, INVALID_ARGUMENT, PERMISSION_DENIED, NOT_FOUND, FAILED_PRECONDITION,
 * RESOURCE_EXHAUSTED, INTERNAL...), `message` the spec's text where it fixes one. A route repeats the
 * message at the top and adds `detail`, the provider's own message, when one gave it (add-by-provider
 * then answers that detail as its message, else 'Failed to add voice (status)').
 */
export const apiErrorResponseSchema = z.object({
  error: z.object({
    status: z.string(),
    message: z.string(),
    details: z
      .object({
        reason: z.string(),
        issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      })
      .loose()
      .optional(),
  }),
  message: z.string().optional(),
  detail: z.string().optional(),
});
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;
