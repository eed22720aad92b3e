import {
  API_ROUTES,
  apiPath,
  duplicateAgentRequestSchema,
  duplicateAgentResponseSchema,
  type DuplicateAgentRequest,
  type DuplicateAgentResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const duplicateAgentInputSchema = duplicateAgentRequestSchema;

/** POST /agent/duplicate: copies the agent and its workflows into `targetOrgId`; answers the new id. */
export function useDuplicateAgent() {
  const { api } = useServices();
  return useMutation<DuplicateAgentResponse, Error, DuplicateAgentRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.duplicateAgent), {
        method: API_ROUTES.duplicateAgent.method,
        body: duplicateAgentInputSchema.parse(input),
        schema: duplicateAgentResponseSchema,
      }),
  });
}
