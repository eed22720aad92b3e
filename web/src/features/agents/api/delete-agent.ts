import { deleteAgentRequestSchema, type DeleteAgentRequest, type OkResponse } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { callables } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

export const deleteAgentInputSchema = deleteAgentRequestSchema;

/** Deletes an agent (callable deleteAgent: owner, org admin or role ADMIN); the list drops it live. */
export function useDeleteAgent() {
  const { call } = useServices();
  return useMutation<OkResponse, Error, DeleteAgentRequest>({
    mutationFn: (input) => call(callables.deleteAgent, deleteAgentInputSchema.parse(input)),
  });
}
