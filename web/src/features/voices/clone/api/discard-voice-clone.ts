import { API_ROUTES, apiPath, discardVoiceCloneRequestSchema, okResponseSchema } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services';

/**
 * Drops a clone the user did not keep (DELETE /public/voices/clone/{id}, `id` either sample's voice id):
 * Back, Try Again and Cancel after a clone call it so no unchosen clone outlives the modal. A failure is
 * silent on purpose: the server sweeps expired candidates anyway, and the user has moved on.
 */
export function useDiscardVoiceClone() {
  const { api } = useServices();
  return useMutation<unknown, Error, string>({
    mutationFn: async (id) => {
      const input = discardVoiceCloneRequestSchema.parse({ id });
      return api(apiPath(API_ROUTES.discardVoiceClone, input), {
        method: API_ROUTES.discardVoiceClone.method,
        schema: okResponseSchema,
      });
    },
  });
}
