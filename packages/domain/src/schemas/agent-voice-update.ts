import { z } from 'zod';
import { voiceEngineSettingsSchema, voiceSpeedSchema } from './agent-settings';
import { documentIdSchema } from './document-id';

const agentId = documentIdSchema;

/**
 * The agent update the voice library sends (callable updateAgentVoice): either a new
 * selected voice, or the multi-lingual flag together with the full voice engine settings (voiceSpeed
 * lives inside them). The spec names the agent `id`; callables name it `agentId` like deleteAgent.
 */
export const agentVoiceUpdateSchema = z.union([
  z.object({ agentId, selectedVoiceId: documentIdSchema }).strict(),
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

/** The Customize Voice panel's form: the speed and, for voices that support it, the multi-lingual flag. */
export const voiceSettingsFormSchema = z.object({
  voiceSpeed: voiceSpeedSchema,
  enableMultiLingual: z.boolean(),
});
