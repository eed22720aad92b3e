// A new agent's starting state.
import { DEFAULT_VOICE_NAME } from '../data/voice-catalogue';
import { defaultGreeting } from '../messages';
import { agentSchema } from '../schemas/agent';
import type { Agent } from '../schemas/agent';
import type { Voice } from '../schemas/voice';

/**
 * The voice a new agent starts with: the one whose ttsId matches `preferredTtsId` when given and
 * found, else the one named Scarlett, else the first voice; null when there are no voices.
 */
export function chooseDefaultVoice(
  voices: readonly Pick<Voice, 'id' | 'name' | 'ttsId'>[],
  preferredTtsId?: string | null,
): string | null {
  const byTtsId = preferredTtsId ? voices.find((voice) => voice.ttsId === preferredTtsId) : undefined;
  const chosen = byTtsId ?? voices.find((voice) => voice.name === DEFAULT_VOICE_NAME) ?? voices[0];
  return chosen?.id ?? null;
}

export interface NewAgentInput {
  readonly id: string;
  readonly uid: string;
  readonly orgId: string;
  readonly name: string;
  readonly voices: readonly Pick<Voice, 'id' | 'name' | 'ttsId'>[];
  readonly preferredTtsId?: string | null;
}

/**
 * A new agent with every default of the spec: the greeting template, multilingual on, conversation
 * style Casual, all settings blocks at their defaults, concurrency 4, cluster PROD, version 1.
 */
export function newAgent(input: NewAgentInput): Agent {
  return agentSchema.parse({
    id: input.id,
    uid: input.uid,
    orgId: input.orgId,
    name: input.name,
    greeting: defaultGreeting(input.name),
    selectedVoiceId: chooseDefaultVoice(input.voices, input.preferredTtsId),
  });
}
