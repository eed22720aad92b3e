import type { AgentVoiceUpdateInput } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { callables } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

/**
 * Callable updateAgentVoice: the agent's selected voice, or its multi-lingual flag with the full voice
 * engine settings. The live agent document shows the result, so nothing needs refetching.
 */
export function useUpdateAgentVoice() {
  const { call } = useServices();
  return useMutation({
    mutationFn: async (input: AgentVoiceUpdateInput) => {
      await call(callables.updateAgentVoice, input);
    },
  });
}
