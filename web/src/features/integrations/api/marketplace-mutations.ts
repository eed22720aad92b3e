// The marketplace's writes, each one HTTPS route (docs/integrations.md): the screens read the result
// back live from Firestore, so nothing here invalidates a cache.
import {
  API_ROUTES,
  apiPath,
  customActionResponseSchema,
  requestIntegrationRequestSchema,
  requestIntegrationResponseSchema,
  reviewCustomActionRequestSchema,
  saveCustomActionRequestSchema,
  type CustomActionResponse,
  type RequestIntegrationRequest,
  type RequestIntegrationResponse,
  type ReviewCustomActionRequest,
  type SaveCustomActionRequest,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** POST /integrations/custom-actions/save: a new draft (no actionId) or a change to the caller's draft. */
export function useSaveCustomAction() {
  const { api } = useServices();
  return useMutation<CustomActionResponse, Error, SaveCustomActionRequest>({
    mutationFn: (input) =>
      api(API_ROUTES.saveCustomAction.path, {
        method: API_ROUTES.saveCustomAction.method,
        body: saveCustomActionRequestSchema.parse(input),
        schema: customActionResponseSchema,
      }),
  });
}

/** POST /integrations/custom-actions/{actionId}/submit: the owner sends a draft for review. */
export function useSubmitCustomAction() {
  const { api } = useServices();
  return useMutation<CustomActionResponse, Error, string>({
    mutationFn: (actionId) =>
      api(apiPath(API_ROUTES.submitCustomAction, { actionId }), {
        method: API_ROUTES.submitCustomAction.method,
        body: {},
        schema: customActionResponseSchema,
      }),
  });
}

/** POST /integrations/custom-actions/{actionId}/review: a platform ADMIN approves or rejects. */
export function useReviewCustomAction() {
  const { api } = useServices();
  return useMutation<CustomActionResponse, Error, ReviewCustomActionRequest>({
    mutationFn: (input) => {
      const { actionId, ...review } = reviewCustomActionRequestSchema.parse(input);
      return api(apiPath(API_ROUTES.reviewCustomAction, { actionId }), {
        method: API_ROUTES.reviewCustomAction.method,
        body: review,
        schema: customActionResponseSchema,
      });
    },
  });
}

/** POST /integrations/request-integration: stores the request and notifies the Parley team. */
export function useRequestIntegration() {
  const { api } = useServices();
  return useMutation<RequestIntegrationResponse, Error, RequestIntegrationRequest>({
    mutationFn: (input) =>
      api(API_ROUTES.requestIntegration.path, {
        method: API_ROUTES.requestIntegration.method,
        body: requestIntegrationRequestSchema.parse(input),
        schema: requestIntegrationResponseSchema,
      }),
  });
}
