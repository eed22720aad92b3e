import { describe, expect, it } from 'vitest';
import { agentVoiceUpdateSchema, voiceSettingsFormSchema } from './agent-voice-update';

describe('agent voice update', () => {
  it('takes a selected voice alone', () => {
    expect(agentVoiceUpdateSchema.safeParse({ agentId: 'a1', selectedVoiceId: 'v1' }).success).toBe(true);
  });

  it('takes the multi-lingual flag with the voice engine settings', () => {
    const parsed = agentVoiceUpdateSchema.parse({
      agentId: 'a1',
      enableMultiLingual: false,
      voiceEngineSettings: { voiceSpeed: 1.25 },
    });
    expect(parsed).toMatchObject({
      enableMultiLingual: false,
      voiceEngineSettings: { voiceSpeed: 1.25, transcriber: 'deepgram' },
    });
  });

  it('refuses a mix of both or neither', () => {
    expect(
      agentVoiceUpdateSchema.safeParse({ agentId: 'a1', selectedVoiceId: 'v1', enableMultiLingual: true })
        .success,
    ).toBe(false);
    expect(agentVoiceUpdateSchema.safeParse({ agentId: 'a1' }).success).toBe(false);
    expect(
      agentVoiceUpdateSchema.safeParse({
        agentId: 'a1',
        enableMultiLingual: true,
        voiceEngineSettings: { voiceSpeed: 3 },
      }).success,
    ).toBe(false);
  });

  it('keeps the Customize Voice form to the speed range', () => {
    expect(voiceSettingsFormSchema.safeParse({ voiceSpeed: 1.25, enableMultiLingual: true }).success).toBe(
      true,
    );
    expect(voiceSettingsFormSchema.safeParse({ voiceSpeed: 3, enableMultiLingual: true }).success).toBe(
      false,
    );
  });
});
