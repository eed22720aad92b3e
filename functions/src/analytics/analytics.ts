// The one analytics adapter (events for voice requests and campaign requests). Events
// go to the function's structured log as `analytics: <event>` entries with an `analyticsEvent` field:
// Cloud Logging keeps them in production (route them to BigQuery with a log sink filtered on
// jsonPayload.analyticsEvent), and locally they show in the Functions emulator's log. No collection, so
// no rules are needed and no client can read them.
import { logger } from 'firebase-functions/logger';

export type AnalyticsEventName =
  | 'voice_clone_requested'
  | 'voice_clone_provider_chosen'
  | 'voice_clone_discarded'
  | 'voice_added_by_provider';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  uid: string;
  outcome: 'ok' | 'failed';
  /** Small, non-personal facts about the request (providers, statuses, reasons); never audio or names. */
  properties?: Record<string, string | number | boolean | null>;
}

export function recordAnalyticsEvent({ name, uid, outcome, properties = {} }: AnalyticsEvent): void {
  logger.info(`analytics: ${name}`, { analyticsEvent: name, uid, outcome, ...properties });
}
