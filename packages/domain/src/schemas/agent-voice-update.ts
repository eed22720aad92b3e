import { z } from 'zod';
import { voiceEngineSettingsSchema } from './agent-settings';

/**
 * The agent update the voice library sends (voice-library §7): either a new selected voice, or the
 * multi-lingual flag together with the full voice engine settings.
 */
export const agentVoiceUpdateSchema = z.union([
  z.object({ id: z.string().min(1), selectedVoiceId: z.string().min(1) }).strict(),
  z
    .object({
      id: z.string().min(1),
      enableMultiLingual: z.boolean(),
      voiceEngineSettings: voiceEngineSettingsSchema,
    })
    .strict(),
]);
export type AgentVoiceUpdate = z.infer<typeof agentVoiceUpdateSchema>;
