// Every third-party fake the local stack and the tests use, in one registry: each entry names the
// environment variable the functions read for that provider's base URL. Adding a fake (Twilio, Vonage,
// the voice engine...) is one line in FAKE_PROVIDERS.
import { startFakeCartesia } from './cartesia';
import { startFakeElevenLabs } from './elevenlabs';
import type { FakeServer, FakeStartOptions } from './fake-server';
import { SCRIPTED_LLM_API_KEY, SCRIPTED_LLM_MODEL, startScriptedLlm } from './scripted-llm';
import { LOCAL_STRIPE_WEBHOOK_SECRET, startFakeStripe } from './stripe';
import { startFakeTwilio } from './twilio';
import { LOCAL_VAPI_API_KEY, LOCAL_VAPI_WEBHOOK_SECRET, startFakeVapi } from './vapi';
import { LOCAL_VOICE_ENGINE_SECRET, startFakeVoiceEngine } from './voice-engine';
export { fakeCallEvents, playFakeCall, postSignedEvent } from './voice-engine-calls';
export {
  drawOutcome,
  simulateVapiCall,
  type SimulatedAssistant,
  type VapiCallSimulationHost,
} from './vapi-calls';
import { startFakeVonage } from './vonage';

export interface FakeProvider {
  /** The variable holding the provider's base URL, read by functions/src/providers. */
  readonly envVar: string;
  /** The variable holding the provider's real key: when it is set, npm start uses the real provider. */
  readonly keyVar: string;
  readonly start: (options: FakeStartOptions) => Promise<FakeServer>;
  /** Further variables the functions need to work with this fake (a shared webhook secret, say). */
  readonly extraEnv?: Readonly<Record<string, string>>;
}

/** How long a call to the fake voice engine lasts in the local stack. */
const LOCAL_CALL_MS = 1500;

export const FAKE_PROVIDERS = {
  elevenlabs: { envVar: 'ELEVENLABS_BASE_URL', keyVar: 'ELEVENLABS_API_KEY', start: startFakeElevenLabs },
  cartesia: { envVar: 'CARTESIA_BASE_URL', keyVar: 'CARTESIA_API_KEY', start: startFakeCartesia },
  twilio: { envVar: 'TWILIO_API_BASE_URL', keyVar: 'TWILIO_AUTH_TOKEN', start: startFakeTwilio },
  /** Vonage needs no platform key; a configured VONAGE_API_BASE_URL means the real API. */
  vonage: { envVar: 'VONAGE_API_BASE_URL', keyVar: 'VONAGE_API_BASE_URL', start: startFakeVonage },
  voiceEngine: {
    envVar: 'VOICE_ENGINE_URL',
    keyVar: 'VOICE_ENGINE_API_KEY',
    // In the local stack (npm start, e2e) a call lasts a second and a half, like a short real one: a
    // campaign's progress is visible as it runs and a pause lands mid-run. Tests that start the fake
    // themselves choose their own (shorter) calls.
    // Made-up inbound and outbound calls go to VOICE_ENGINE_CALL_EVENTS_URL, on demand (POST
    // /simulate/calls) and, with VOICE_ENGINE_TRICKLE_AGENT set, one every VOICE_ENGINE_TRICKLE_MS.
    start: (options) =>
      startFakeVoiceEngine({
        ...options,
        completion: { delayMs: LOCAL_CALL_MS },
        callEventsUrl: process.env.VOICE_ENGINE_CALL_EVENTS_URL?.trim() || null,
        trickle: process.env.VOICE_ENGINE_TRICKLE_AGENT
          ? {
              agentId: process.env.VOICE_ENGINE_TRICKLE_AGENT,
              everyMs: Number(process.env.VOICE_ENGINE_TRICKLE_MS) || 20_000,
            }
          : null,
      }),
    extraEnv: { VOICE_ENGINE_WEBHOOK_SECRET: LOCAL_VOICE_ENGINE_SECRET },
  },
  stripe: {
    envVar: 'STRIPE_API_BASE_URL',
    keyVar: 'STRIPE_SECRET_KEY',
    // Events go to the api function's /stripe/webhook, which npm start names in STRIPE_FAKE_WEBHOOK_URL.
    start: (options) =>
      startFakeStripe({ ...options, webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL?.trim() || null }),
    extraEnv: { STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET },
  },
  /**
   * The scripted LLM (OpenAI Chat Completions API): replies follow fixed rules, docs/scripted-llm.md.
   * The SDK refuses to start without a key, so the functions get a placeholder the fake accepts.
   */
  llm: {
    envVar: 'LLM_BASE_URL',
    keyVar: 'LLM_API_KEY',
    start: startScriptedLlm,
    extraEnv: { LLM_MODEL: SCRIPTED_LLM_MODEL, LLM_API_KEY: SCRIPTED_LLM_API_KEY },
  },
  /**
   * Vapi's REST API (assistants, numbers, calls); each call plays out against the runtime
   * (docs/voice-engine.md). The functions get the key the fake accepts and the server-message secret.
   */
  vapi: {
    envVar: 'VAPI_BASE_URL',
    keyVar: 'VAPI_API_KEY',
    start: startFakeVapi,
    extraEnv: { VAPI_API_KEY: LOCAL_VAPI_API_KEY, VAPI_WEBHOOK_SECRET: LOCAL_VAPI_WEBHOOK_SECRET },
  },
} as const satisfies Record<string, FakeProvider>;

export type FakeProviderName = keyof typeof FAKE_PROVIDERS;
/** Each fake's own server type (with its extras, e.g. the voices it holds). */
export type FakeServers = {
  [Name in FakeProviderName]?: Awaited<ReturnType<(typeof FAKE_PROVIDERS)[Name]['start']>>;
};

export interface StartFakeProvidersOptions {
  /** Which fakes to start (default: all). */
  only?: readonly FakeProviderName[];
  /** Fixed ports from here on, one per fake in registry order (default: free ports). */
  basePort?: number;
}

export interface RunningFakes {
  servers: FakeServers;
  /** Base-URL variables to hand to the functions, e.g. { ELEVENLABS_BASE_URL: 'http://127.0.0.1:9400' }. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fakes on 127.0.0.1 and returns their URLs as the environment the functions read. */
export async function startFakeProviders({
  only,
  basePort,
}: StartFakeProvidersOptions = {}): Promise<RunningFakes> {
  const names = (Object.keys(FAKE_PROVIDERS) as FakeProviderName[]).filter(
    (name) => !only || only.includes(name),
  );
  const servers: Partial<Record<FakeProviderName, FakeServer>> = {};
  const env: Record<string, string> = {};
  try {
    for (const [index, name] of names.entries()) {
      const server = await FAKE_PROVIDERS[name].start(
        basePort === undefined ? {} : { port: basePort + index },
      );
      servers[name] = server;
      const provider: FakeProvider = FAKE_PROVIDERS[name];
      Object.assign(env, { [provider.envVar]: server.url }, provider.extraEnv);
    }
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    throw error;
  }
  return {
    servers: servers as FakeServers,
    env,
    close: async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

export {
  FAKE_ELEVENLABS_LIBRARY,
  elevenLabsError,
  startFakeElevenLabs,
  type FakeElevenLabs,
} from './elevenlabs';
export { cartesiaError, startFakeCartesia, type FakeCartesia } from './cartesia';
export { isWav, vowelWav, WAV_CONTENT_TYPE } from './audio';
export type { FakeServer, FakeStartOptions } from './fake-server';
export {
  FAKE_TWILIO_EXTERNAL,
  FAKE_TWILIO_PLATFORM,
  startFakeTwilio,
  twilioError,
  type FakeTwilio,
} from './twilio';
export { FAKE_VONAGE_ACCOUNT, startFakeVonage } from './vonage';
export {
  FAKE_VAPI_ORG_ID,
  LOCAL_VAPI_API_KEY,
  LOCAL_VAPI_WEBHOOK_SECRET,
  startFakeVapi,
  vapiError,
  type FakeVapi,
  type FakeVapiOptions,
  type VapiJson,
} from './vapi';
export {
  LOCAL_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
} from './stripe';
export {
  LOCAL_VOICE_ENGINE_SECRET,
  startFakeVoiceEngine,
  type CompletionPlan,
  type FakeOutboundCall,
  type FakeVoiceEngine,
} from './voice-engine';
export { FAKE_WEBSITE_HOST, startFakeWebsite, type FakeWebsite } from './website';
export {
  openAiError,
  SCRIPTED_FALLBACK_LINE,
  SCRIPTED_LLM_API_KEY,
  SCRIPTED_LLM_MODEL,
  SCRIPTED_RETRY_PREFIX,
  startScriptedLlm,
  type ScriptedLlm,
} from './scripted-llm';
