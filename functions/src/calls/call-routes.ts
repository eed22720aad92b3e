// The call routes of the `api` function (docs/calls.md), registered together in api/routes.ts.
import type { RouteDefinition } from '../api/route-definition';
import { rerunCallAnalysisRoute } from '../analysis/rerun-analysis-route';
import { callEventsWebhookRoute } from './call-events-webhook';
import { exportCallsRoute } from './export-calls';
import { updateCallQueueRoute } from './update-call-queue';

export const CALL_ROUTES: readonly RouteDefinition[] = [
  callEventsWebhookRoute,
  exportCallsRoute,
  updateCallQueueRoute,
  rerunCallAnalysisRoute,
];
