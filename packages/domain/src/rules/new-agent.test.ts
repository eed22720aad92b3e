import { describe, expect, it } from 'vitest';
import { chooseDefaultVoice, newAgent } from './new-agent';

const voices = [
  { id: 'v1', name: 'Oliver', ttsId: 'tts-oliver' },
  { id: 'v2', name: 'Scarlett', ttsId: 'tts-scarlett' },
  { id: 'v3', name: 'Maya', ttsId: 'tts-maya' },
];

describe('chooseDefaultVoice', () => {
  it('picks Scarlett', () => {
    expect(chooseDefaultVoice(voices)).toBe('v2');
  });

  it('falls back to the first voice without Scarlett', () => {
    expect(chooseDefaultVoice(voices.filter((voice) => voice.name !== 'Scarlett'))).toBe('v1');
  });

  it('lets a matching ttsId override', () => {
    expect(chooseDefaultVoice(voices, 'tts-maya')).toBe('v3');
    expect(chooseDefaultVoice(voices, 'tts-unknown')).toBe('v2');
  });

  it('gives null without voices', () => {
    expect(chooseDefaultVoice([])).toBeNull();
  });
});

describe('newAgent', () => {
  const agent = newAgent({ id: 'a1', uid: 'u1', orgId: 'o1', name: 'Acme Dental', voices });

  it('greets with the template and picks the default voice', () => {
    expect(agent.greeting).toBe('Thank you for calling Acme Dental! How can I help you today?');
    expect(agent.selectedVoiceId).toBe('v2');
  });

  it('is multilingual, Casual, concurrency 4, cluster PROD, version 1, live', () => {
    expect(agent.enableMultiLingual).toBe(true);
    expect(agent.conversationStyle).toBe('Casual');
    expect(agent.concurrency).toBe(4);
    expect(agent.cluster).toBe('PROD');
    expect(agent.version).toBe(1);
    expect(agent.isDraft).toBe(false);
  });

  it('carries the general settings defaults', () => {
    expect(agent.generalSettings).toMatchObject({
      maxDurationMinutes: 20,
      silenceTimeoutSeconds: 15,
      recordingEnabled: true,
      spamDetectionEnabled: false,
      hipaaEnabled: false,
      endCallImmediately: false,
      recordEntireTransfer: false,
      maxDurationEndMessage:
        "I apologize, but we've reached the maximum duration for this call. Thank you for your time.",
      fallbackMessage: "Sorry, I'm having trouble right now. Could you say that again?",
    });
  });

  it('carries the voice engine defaults', () => {
    expect(agent.voiceEngineSettings).toEqual({
      voiceSpeed: 1,
      backgroundSound: 'off',
      humanizeConversation: false,
      voiceEmotion: 'neutral',
      transcriber: 'deepgram',
      transcriberLanguages: ['en'],
      transcriberKeywords: [],
      endCallFunctionEnabled: false,
      endCallPhrases: [],
      endCallMessage: '',
    });
  });

  it('sends no summary e-mail and carries the advanced defaults', () => {
    expect(agent.notificationsSettings.emailSummary).toBe('Never');
    expect(agent.notificationsSettings.everyCall).toEqual({ sms: false, email: false });
    expect(agent.advancedSettings).toEqual({
      smartEndpointingTimeout: 3,
      smartEndpointingEouProbThreshold: 0.6,
      vadTimeoutSeconds: 2,
      interruptionDelaySeconds: 2,
      responseDelaySeconds: 0.4,
      smartTurnStopSecs: 2,
      stateDeterminationMode: 'state_and_response',
      promptVersion: 'v1.5',
      llmModel: '',
    });
  });
});
