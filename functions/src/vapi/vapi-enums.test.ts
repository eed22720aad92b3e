import { Vapi, VapiEnvironment } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import { VAPI_DEFAULT_BASE_URL } from './vapi-client';
import * as enums from './vapi-enums';

describe('the Vapi enum lists', () => {
  it('equal the SDK values, so the SDK can load lazily', () => {
    expect(enums.CARTESIA_EMOTIONS).toEqual(Object.values(Vapi.CartesiaExperimentalControlsEmotion));
    expect(enums.PLAYHT_EMOTIONS).toEqual(Object.values(Vapi.PlayHtVoiceEmotion));
    expect(enums.DEEPGRAM_VOICE_IDS).toEqual(Object.values(Vapi.DeepgramVoiceId));
    expect(enums.DEEPGRAM_LANGUAGES).toEqual(Object.values(Vapi.DeepgramTranscriberLanguage));
    expect(enums.BACKGROUND_SOUNDS).toEqual(Object.values(Vapi.CreateAssistantDtoBackgroundSoundZero));
    expect(enums.CALL_TYPES).toEqual(Object.values(Vapi.CallType));
    expect(enums.STATUS_UPDATE_STATUSES).toEqual(Object.values(Vapi.ServerMessageStatusUpdateStatus));
    expect(VAPI_DEFAULT_BASE_URL).toBe(VapiEnvironment.Default);
  });
});
