import {
  API_ROUTES,
  MSG_FAILED_TO_UPDATE_VOICE,
  apiPath,
  chooseCloneProviderRequestSchema,
  chooseCloneProviderResponseSchema,
  type ChooseCloneProviderRequest,
  type ChooseCloneProviderResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services';

/**
 * Keeps the chosen clone (PATCH /public/voices/{id} with cloneProvider and the other clone's ttsId as
 * fallbackTtsId). Rejects with 'Failed to update voice' when the answer is not ok.
 */
export function useChooseCloneProvider() {
  const { api } = useServices();
  return useMutation<ChooseCloneProviderResponse, Error, ChooseCloneProviderRequest>({
    mutationFn: async (input) => {
      const { id, ...body } = chooseCloneProviderRequestSchema.parse(input);
      try {
        return await api(apiPath(API_ROUTES.chooseCloneProvider, { id }), {
          method: API_ROUTES.chooseCloneProvider.method,
          body,
          schema: chooseCloneProviderResponseSchema,
        });
      } catch (error) {
        throw new Error(MSG_FAILED_TO_UPDATE_VOICE, { cause: error });
      }
    },
  });
}
