import { z } from 'zod';
import { voiceEngineSettingsSchema } from './agent-settings';

const agentId = z.string().trim().min(1).max(128);

/**
 * The agent update the voice library sends (callable updateAgentVoice): either a new
 * selected voice, or the multi-lingual flag together with the full voice engine settings (voiceSpeed
 * lives inside them). The spec names the agent `id`; callables name it `agentId` like deleteAgent.
 */
export const agentVoiceUpdateSchema = z.union([
  z.object({ agentId, selectedVoiceId: z.string().trim().min(1).max(200) }).strict(),
  z
    .object({
      agentId,
      enableMultiLingual: z.boolean(),
      voiceEngineSettings: voiceEngineSettingsSchema,
    })
    .strict(),
]);
export type AgentVoiceUpdate = z.infer<typeof agentVoiceUpdateSchema>;
export type AgentVoiceUpdateInput = z.input<typeof agentVoiceUpdateSchema>;
