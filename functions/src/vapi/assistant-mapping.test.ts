import { agentSchema, voiceSchema, type AgentInput, type Voice } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import { assistantFromAgent, type AssistantMappingInput } from './assistant-mapping';
import { VAPI_SECRET_HEADER } from './vapi-server-url';

const RUNTIME = { url: 'https://runtime.example/agents/a1', secret: 'prt_secret' };
const SERVER = { url: 'https://api.example/vapi/server-messages', secret: 'hook-secret' };

function voiceOf(provider: string, ttsId: string): Voice {
  return voiceSchema.parse({
    id: `v-${provider}`,
    name: 'Voice',
    ttsId,
    provider,
    gender: 'female',
    language: 'en',
    ownerUid: 'system',
  });
}

function map(
  agent: Partial<AgentInput> = {},
  rest: Partial<AssistantMappingInput> = {},
): Vapi.CreateAssistantDto {
  return assistantFromAgent({
    agent: agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'o1', name: 'Front desk', ...agent }),
    version: 3,
    voice: null,
    runtime: RUNTIME,
    server: SERVER,
    ...rest,
  });
}

describe('assistantFromAgent', () => {
  it('points the model at the runtime with its secret, and the server at Parley with the webhook secret', () => {
    const assistant = map({ greeting: 'Hello, Front desk here.' });
    expect(assistant.model).toEqual({ provider: 'custom-llm', url: RUNTIME.url, model: 'parley' });
    expect(assistant.credentials).toEqual([{ provider: 'custom-llm', apiKey: RUNTIME.secret }]);
    expect(assistant.server).toEqual({ url: SERVER.url, headers: { [VAPI_SECRET_HEADER]: SERVER.secret } });
    expect(assistant.firstMessage).toBe('Hello, Front desk here.');
    expect(assistant.firstMessageMode).toBe('assistant-speaks-first-with-model-generated-message');
    expect(assistant.metadata).toEqual({ parleyAgentId: 'a1', parleyOrgId: 'o1', parleyVersion: 3 });
  });

  it.each([
    ['a version', 'Front desk', 3, 'Front desk v3'],
    ['a draft', 'Front desk', null, 'Front desk (draft)'],
    ['a long name, cut to Vapi’s 40 characters', 'A'.repeat(60), 12, `${'A'.repeat(36)} v12`],
  ])('names the assistant after %s', (_case, name, version, expected) => {
    const assistant = map({ name }, { version });
    expect(assistant.name).toBe(expected);
    expect(assistant.name?.length).toBeLessThanOrEqual(40);
  });

  it.each<[string, Voice | null, number, string, Vapi.CreateAssistantDtoVoice | undefined]>([
    ['no voice: Vapi’s default', null, 1, 'neutral', undefined],
    [
      'ElevenLabs with its speed',
      voiceOf('11labs', 'el-1'),
      1.2,
      'neutral',
      { provider: '11labs', voiceId: 'el-1', speed: 1.2 },
    ],
    [
      'Cartesia with speed around 0 and a supported emotion',
      voiceOf('cartesia', 'ca-1'),
      1.5,
      'positivity:high',
      {
        provider: 'cartesia',
        voiceId: 'ca-1',
        experimentalControls: { speed: 0.5, emotion: 'positivity:high' },
      },
    ],
    [
      'Cartesia without an emotion it lacks',
      voiceOf('cartesia', 'ca-1'),
      1,
      'neutral',
      { provider: 'cartesia', voiceId: 'ca-1', experimentalControls: { speed: 0 } },
    ],
    [
      'PlayHT with its emotion',
      voiceOf('playht', 'ph-1'),
      0.8,
      'female_happy',
      { provider: 'playht', voiceId: 'ph-1', speed: 0.8, emotion: 'female_happy' },
    ],
    ['Rime', voiceOf('rime', 'ri-1'), 1, 'neutral', { provider: 'rime-ai', voiceId: 'ri-1', speed: 1 }],
    [
      'OpenAI realtime',
      voiceOf('openai_realtime', 'alloy'),
      1,
      'neutral',
      { provider: 'openai', voiceId: 'alloy', speed: 1 },
    ],
    [
      'a Deepgram voice Vapi knows',
      voiceOf('deepgram', 'asteria'),
      1,
      'neutral',
      { provider: 'deepgram', voiceId: 'asteria' },
    ],
    ['a Deepgram voice Vapi lacks', voiceOf('deepgram', 'nobody'), 1, 'neutral', undefined],
    ['a provider Vapi lacks (Neets)', voiceOf('neets', 'n-1'), 1, 'neutral', undefined],
  ])('maps %s', (_case, voice, voiceSpeed, voiceEmotion, expected) => {
    const assistant = map({ voiceEngineSettings: { voiceSpeed, voiceEmotion } }, { voice });
    expect(assistant.voice).toEqual(expected);
  });

  it.each<[string, string[], string[], Vapi.CreateAssistantDtoTranscriber]>([
    ['one language', ['en'], [], { provider: 'deepgram', model: 'nova-3', language: 'en' }],
    [
      'several languages as multi',
      ['en', 'es'],
      [],
      { provider: 'deepgram', model: 'nova-3', language: 'multi' },
    ],
    ['a language Deepgram lacks: detected', ['xx'], [], { provider: 'deepgram', model: 'nova-3' }],
    [
      'keywords as key terms, blanks dropped',
      ['fr'],
      ['Parley', ' '],
      { provider: 'deepgram', model: 'nova-3', language: 'fr', keyterm: ['Parley'] },
    ],
  ])('transcribes %s', (_case, transcriberLanguages, transcriberKeywords, expected) => {
    expect(map({ voiceEngineSettings: { transcriberLanguages, transcriberKeywords } }).transcriber).toEqual(
      expected,
    );
  });

  it.each([
    ['off', 'off'],
    ['office', 'office'],
    ['https://cdn.example/cafe.mp3', 'https://cdn.example/cafe.mp3'],
    ['http://insecure.example/x.mp3', 'off'],
    ['jungle', 'off'],
  ])('sets the background sound %s as %s', (backgroundSound, expected) => {
    expect(map({ voiceEngineSettings: { backgroundSound } }).backgroundSound).toBe(expected);
  });

  it('adds the end-call tool, phrases and message only when set', () => {
    const bare = map();
    expect(bare.model).not.toHaveProperty('tools');
    expect(bare).not.toHaveProperty('endCallPhrases');
    expect(bare).not.toHaveProperty('endCallMessage');
    const ending = map({
      voiceEngineSettings: {
        endCallFunctionEnabled: true,
        endCallPhrases: ['goodbye', ''],
        endCallMessage: 'Thanks for calling.',
      },
    });
    expect(ending.model).toMatchObject({ tools: [{ type: 'endCall' }] });
    expect(ending.endCallPhrases).toEqual(['goodbye']);
    expect(ending.endCallMessage).toBe('Thanks for calling.');
  });

  it.each([
    ['20 minutes', 20, 1200],
    ['a fraction of a minute, up to Vapi’s 10 s minimum', 0.1, 10],
    ['a day, down to Vapi’s 12 h maximum', 1440, 43_200],
  ])('limits the call to %s', (_case, maxDurationMinutes, seconds) => {
    expect(map({ generalSettings: { maxDurationMinutes } }).maxDurationSeconds).toBe(seconds);
  });

  it.each([
    [15, 15],
    [1, 2],
    [5000, 1000],
  ])(
    'ends the call after %s s of silence (as %s s, within Vapi’s bounds)',
    (silenceTimeoutSeconds, seconds) => {
      expect(map({ generalSettings: { silenceTimeoutSeconds } }).hooks).toEqual([
        {
          on: 'customer.speech.timeout',
          options: { timeoutSeconds: seconds, triggerMaxCount: 1 },
          do: [{ type: 'tool', tool: { type: 'endCall' } }],
        },
      ]);
    },
  );

  it('carries the recording and HIPAA flags', () => {
    const assistant = map({ generalSettings: { recordingEnabled: false, hipaaEnabled: true } });
    expect(assistant.artifactPlan).toEqual({ recordingEnabled: false });
    expect(assistant.compliancePlan).toEqual({ hipaaEnabled: true });
  });

  it('turns the advanced settings into the start- and stop-speaking plans', () => {
    const assistant = map({
      advancedSettings: {
        responseDelaySeconds: 0.6,
        smartEndpointingTimeout: 2.5,
        smartEndpointingEouProbThreshold: 0.7,
        vadTimeoutSeconds: 5,
        interruptionDelaySeconds: 1.5,
      },
    });
    expect(assistant.startSpeakingPlan).toEqual({
      waitSeconds: 0.6,
      smartEndpointingPlan: { provider: 'livekit', waitFunction: 'x >= 0.7 ? 2500 : 20 + 500 * sqrt(x)' },
      transcriptionEndpointingPlan: { onNoPunctuationSeconds: 3 },
    });
    expect(assistant.stopSpeakingPlan).toEqual({ backoffSeconds: 1.5 });
  });
});
