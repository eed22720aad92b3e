// The marketplace's custom-action routes, in the order the router lists them.
import type { RouteDefinition } from '../../api/route-definition';
import { reviewCustomActionRoute } from './review-custom-action';
import { saveCustomActionRoute } from './save-custom-action';
import { submitCustomActionRoute } from './submit-custom-action';

export const CUSTOM_ACTION_ROUTES: readonly RouteDefinition[] = [
  saveCustomActionRoute,
  submitCustomActionRoute,
  reviewCustomActionRoute,
];
