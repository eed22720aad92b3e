import {
  CALLABLES,
  okResponseSchema,
  updateAgentVoiceRequestSchema,
  type AgentVoiceUpdateInput,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCallable } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

/** Callable updateAgentVoice: the agent's selected voice, or its multi-lingual flag and voice settings. */
export const updateAgentVoiceCallable = defineCallable(
  CALLABLES.updateAgentVoice,
  updateAgentVoiceRequestSchema,
  okResponseSchema,
);

/** Writes the agent's voice choice or voice settings; the live agent document shows the result. */
export function useUpdateAgentVoice() {
  const { call } = useServices();
  return useMutation({
    mutationFn: async (input: AgentVoiceUpdateInput) => {
      await call(updateAgentVoiceCallable, input);
    },
  });
}
