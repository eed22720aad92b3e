import {
  API_ROUTES,
  adjustCreditsRequestSchema,
  adjustCreditsResponseSchema,
  type AdjustCreditsRequest,
} from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { billingKeys } from './billing-keys';

/**
 * The ADMIN's adjustment form: the request without its requestId (the dialog makes one per opening,
 * so a double submit applies once), the amount typed as text.
 */
export const adjustCreditsFormSchema = adjustCreditsRequestSchema.omit({ requestId: true }).extend({
  amount: z.coerce.number<string>().pipe(adjustCreditsRequestSchema.shape.amount),
});
export type AdjustCreditsForm = z.output<typeof adjustCreditsFormSchema>;

/** POST /billing/credits/adjust (platform ADMIN); refreshes the credits it changed. */
export function useAdjustCredits() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdjustCreditsRequest) =>
      api(API_ROUTES.adjustCredits.path, {
        method: API_ROUTES.adjustCredits.method,
        body: request,
        schema: adjustCreditsResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.credits }),
  });
}
