import { describe, expect, it } from 'vitest';
import { CLONE_SAMPLE_MAX_BYTES } from '../constants';
import {
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_CLONE_SAMPLE_NOT_AUDIO,
  MSG_NAME_TOO_LONG,
  MSG_SELECT_GENDER,
  MSG_SELECT_LANGUAGE,
  MSG_SELECT_LANGUAGE_DOT,
  MSG_SELECT_PROVIDER,
} from '../messages';
import {
  addVoiceByProviderRequestSchema,
  chooseCloneProviderRequestSchema,
  cloneSampleSchema,
  cloneVoiceFieldsSchema,
} from './voices';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('clone request', () => {
  it('accepts the form fields and applies the clone form rules', () => {
    const fields = { name: 'Ada', gender: 'female', language: 'en', owner_uid: 'u1' };
    expect(cloneVoiceFieldsSchema.parse(fields)).toEqual(fields);
    const bad = cloneVoiceFieldsSchema.safeParse({
      name: 'A'.repeat(16),
      gender: 'x',
      language: 'xx',
      owner_uid: 'u',
    });
    expect(messages(bad)).toEqual([MSG_NAME_TOO_LONG, MSG_SELECT_GENDER, MSG_SELECT_LANGUAGE]);
  });

  it('takes audio up to 10 MB only', () => {
    expect(
      cloneSampleSchema.safeParse({ filename: 'a.wav', mimeType: 'audio/wav', size: CLONE_SAMPLE_MAX_BYTES })
        .success,
    ).toBe(true);
    expect(
      messages(
        cloneSampleSchema.safeParse({
          filename: 'a.wav',
          mimeType: 'audio/wav',
          size: CLONE_SAMPLE_MAX_BYTES + 1,
        }),
      ),
    ).toEqual([MSG_CLONE_FILE_TOO_LARGE]);
    expect(
      messages(cloneSampleSchema.safeParse({ filename: 'a.png', mimeType: 'image/png', size: 10 })),
    ).toEqual([MSG_CLONE_SAMPLE_NOT_AUDIO]);
  });
});

describe('choose clone provider', () => {
  it('accepts elevenlabs or cartesia with an optional fallback', () => {
    expect(chooseCloneProviderRequestSchema.safeParse({ id: 'v', cloneProvider: 'cartesia' }).success).toBe(
      true,
    );
    expect(chooseCloneProviderRequestSchema.safeParse({ id: 'v', cloneProvider: 'playht' }).success).toBe(
      false,
    );
  });
});

describe('add by provider', () => {
  it('accepts 11labs and a clone language only', () => {
    expect(
      addVoiceByProviderRequestSchema.safeParse({ provider: '11labs', id: ' abc ', language: 'en' }).data,
    ).toEqual({ provider: '11labs', id: 'abc', language: 'en' });
    expect(
      messages(addVoiceByProviderRequestSchema.safeParse({ provider: 'rime', id: 'a', language: 'klingon' })),
    ).toEqual([MSG_SELECT_PROVIDER, MSG_SELECT_LANGUAGE_DOT]);
  });
});
