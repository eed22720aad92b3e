import { createAgentRequestSchema, type CreateAgentRequest, type CreateAgentResponse } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { callables } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

export const createAgentInputSchema = createAgentRequestSchema;

/** Creates an agent (callable createAgent: the spec's defaults and a default workflow); the list shows it live. */
export function useCreateAgent() {
  const { call } = useServices();
  return useMutation<CreateAgentResponse, Error, CreateAgentRequest>({
    mutationFn: (input) => call(callables.createAgent, createAgentInputSchema.parse(input)),
  });
}
