// The agent version → Vapi assistant mapping (docs/voice-engine.md has the table). Pure: the caller
// supplies the voice document and the URLs and secrets, so every branch is table-tested.
import type { Vapi } from '@vapi-ai/server-sdk';
import type { Agent, Voice } from '@parley/domain';
import { parleyMetadata } from './server-messages-metadata';
import {
  BACKGROUND_SOUNDS,
  CARTESIA_EMOTIONS,
  DEEPGRAM_LANGUAGES,
  DEEPGRAM_VOICE_IDS,
  PLAYHT_EMOTIONS,
} from './vapi-enums';
import { VAPI_SECRET_HEADER } from './vapi-server-url';

export interface AssistantMappingInput {
  /** The agent as published (the version's snapshot) or the draft under test. */
  agent: Agent;
  /** The version this assistant answers as; null for a draft. */
  version: number | null;
  /** The agent's selected voice (t_voices), null when none is chosen or it no longer exists. */
  voice: Voice | null;
  /** The runtime's base URL for the agent (runtimeEndpointUrl) and its runtime secret. */
  runtime: { url: string; secret: string };
  /** Where Vapi posts server messages and the secret it must present (VAPI_WEBHOOK_SECRET). */
  server: { url: string; secret: string };
}

/** Vapi's bounds (CreateAssistantDto's docs): names up to 40 characters, calls of 10 s to 12 h. */
const NAME_MAX = 40;
const MAX_DURATION = { min: 10, max: 43_200 };
/** customer.speech.timeout accepts 2 to 1000 seconds. */
const SILENCE_TIMEOUT = { min: 2, max: 1000 };
/** transcriptionEndpointingPlan.onNoPunctuationSeconds accepts 0 to 3 seconds. */
const NO_PUNCTUATION_MAX = 3;
/** stopSpeakingPlan.backoffSeconds accepts 0 to 10 seconds. */
const BACKOFF_MAX = 10;
/** The model name the runtime is asked for; it ignores it (the agent's own model applies). */
const RUNTIME_MODEL = 'parley';

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The SDK's value equal to `value` when it is one of `allowed` (an SDK enum), else undefined. */
function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

function assistantName(agent: Agent, version: number | null): string {
  const suffix = version === null ? ' (draft)' : ` v${String(version)}`;
  return `${agent.name.slice(0, NAME_MAX - suffix.length).trim()}${suffix}`;
}

/** The voice in Vapi's terms, by the voice's provider; undefined (Vapi's default) for providers Vapi lacks. */
export function vapiVoice(
  voice: Voice | null,
  settings: Agent['voiceEngineSettings'],
): Vapi.CreateAssistantDtoVoice | undefined {
  if (!voice) return undefined;
  const speed = settings.voiceSpeed;
  switch (voice.provider) {
    case '11labs':
      return { provider: '11labs', voiceId: voice.ttsId, speed };
    case 'cartesia': {
      // Cartesia's speed runs from -1 to 1 around 0 (normal); Parley's from 0.5 to 1.5 around 1.
      const emotion = oneOf(CARTESIA_EMOTIONS, settings.voiceEmotion);
      return {
        provider: 'cartesia',
        voiceId: voice.ttsId,
        experimentalControls: { speed: speed - 1, ...(emotion ? { emotion } : {}) },
      };
    }
    case 'playht': {
      const emotion = oneOf(PLAYHT_EMOTIONS, settings.voiceEmotion);
      return { provider: 'playht', voiceId: voice.ttsId, speed, ...(emotion ? { emotion } : {}) };
    }
    case 'rime':
      return { provider: 'rime-ai', voiceId: voice.ttsId, speed };
    case 'openai_realtime':
      return { provider: 'openai', voiceId: voice.ttsId, speed };
    case 'deepgram': {
      const voiceId = oneOf(DEEPGRAM_VOICE_IDS, voice.ttsId);
      return voiceId ? { provider: 'deepgram', voiceId } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Deepgram (the only transcriber Parley offers): one language as itself, several as Deepgram's
 * `multi`; the keywords as nova-3's key terms.
 */
export function vapiTranscriber(settings: Agent['voiceEngineSettings']): Vapi.CreateAssistantDtoTranscriber {
  const languages = settings.transcriberLanguages;
  const language =
    languages.length > 1
      ? ('multi' satisfies Vapi.DeepgramTranscriberLanguage)
      : oneOf(DEEPGRAM_LANGUAGES, languages[0] ?? 'en');
  const keyterm = settings.transcriberKeywords.filter((word) => word.trim());
  return {
    provider: 'deepgram',
    model: 'nova-3' satisfies Vapi.DeepgramTranscriberModel,
    ...(language ? { language } : {}),
    ...(keyterm.length ? { keyterm } : {}),
  };
}

/** 'off', 'office' or an https URL of a sound; anything else is off. */
function backgroundSound(value: string): Vapi.CreateAssistantDtoBackgroundSound {
  return oneOf(BACKGROUND_SOUNDS, value) ?? (/^https:\/\//.test(value) ? value : 'off');
}

/** Ends the call when the caller says nothing for the silence timeout (Vapi's replacement for silenceTimeoutSeconds). */
function silenceHook(seconds: number): Vapi.CreateAssistantDtoHooksItem {
  return {
    on: 'customer.speech.timeout',
    options: { timeoutSeconds: clamp(seconds, SILENCE_TIMEOUT.min, SILENCE_TIMEOUT.max), triggerMaxCount: 1 },
    do: [{ type: 'tool', tool: { type: 'endCall' } }],
  };
}

/**
 * The advanced settings: the response delay waits before answering; smart endpointing waits up to its
 * timeout while the caller probably still speaks (LiveKit's wait function, x = that probability); the
 * VAD timeout ends a turn without punctuation; the interruption delay is the pause after being
 * interrupted before speaking again.
 */
function speakingPlans(
  advanced: Agent['advancedSettings'],
): Pick<Vapi.CreateAssistantDto, 'startSpeakingPlan' | 'stopSpeakingPlan'> {
  const timeoutMs = Math.round(advanced.smartEndpointingTimeout * 1000);
  return {
    startSpeakingPlan: {
      waitSeconds: advanced.responseDelaySeconds,
      smartEndpointingPlan: {
        provider: 'livekit' satisfies Vapi.LivekitSmartEndpointingPlanProvider,
        waitFunction: `x >= ${String(advanced.smartEndpointingEouProbThreshold)} ? ${String(timeoutMs)} : 20 + 500 * sqrt(x)`,
      },
      transcriptionEndpointingPlan: {
        onNoPunctuationSeconds: Math.min(advanced.vadTimeoutSeconds, NO_PUNCTUATION_MAX),
      },
    },
    stopSpeakingPlan: { backoffSeconds: Math.min(advanced.interruptionDelaySeconds, BACKOFF_MAX) },
  };
}

/** The Vapi assistant for one agent version. */
export function assistantFromAgent({
  agent,
  version,
  voice,
  runtime,
  server,
}: AssistantMappingInput): Vapi.CreateAssistantDto {
  const { generalSettings: general, voiceEngineSettings: engine } = agent;
  const voiceDto = vapiVoice(voice, engine);
  const endCallPhrases = engine.endCallPhrases.filter((phrase) => phrase.trim());
  return {
    name: assistantName(agent, version),
    // The runtime speaks the greeting (it holds the conversation from its first line); firstMessage
    // carries the same text for Vapi's dashboard and logs.
    firstMessage: agent.greeting,
    firstMessageMode:
      'assistant-speaks-first-with-model-generated-message' satisfies Vapi.CreateAssistantDtoFirstMessageMode,
    model: {
      provider: 'custom-llm',
      url: runtime.url,
      model: RUNTIME_MODEL,
      ...(engine.endCallFunctionEnabled ? { tools: [{ type: 'endCall' }] } : {}),
    },
    // Vapi sends a custom-llm credential's key as the bearer token: the runtime's secret.
    credentials: [{ provider: 'custom-llm', apiKey: runtime.secret }],
    ...(voiceDto ? { voice: voiceDto } : {}),
    transcriber: vapiTranscriber(engine),
    backgroundSound: backgroundSound(engine.backgroundSound),
    ...(endCallPhrases.length ? { endCallPhrases } : {}),
    ...(engine.endCallMessage.trim() ? { endCallMessage: engine.endCallMessage } : {}),
    maxDurationSeconds: clamp(
      Math.round(general.maxDurationMinutes * 60),
      MAX_DURATION.min,
      MAX_DURATION.max,
    ),
    hooks: [silenceHook(general.silenceTimeoutSeconds)],
    artifactPlan: { recordingEnabled: general.recordingEnabled },
    compliancePlan: { hipaaEnabled: general.hipaaEnabled },
    ...speakingPlans(agent.advancedSettings),
    server: { url: server.url, headers: { [VAPI_SECRET_HEADER]: server.secret } },
    metadata: { ...parleyMetadata({ agentId: agent.id }), parleyOrgId: agent.orgId, parleyVersion: version },
  };
}
