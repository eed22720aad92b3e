import { describe, expect, it } from 'vitest';
import { MSG_SELECT_LANGUAGE_DOT, MSG_SELECT_PROVIDER, MSG_VOICE_ID_REQUIRED } from '../messages';
import { addVoiceFormSchema } from './add-voice-form';
import { validateForm } from './form-errors';

const validateAddVoiceForm = (input: unknown) => validateForm(addVoiceFormSchema, input);

describe('add voice form', () => {
  it('accepts provider, id and language', () => {
    expect(validateAddVoiceForm({ provider: '11labs', id: 'abc', language: 'en' })).toEqual({
      ok: true,
      value: { provider: '11labs', id: 'abc', language: 'en' },
    });
  });

  it('reports every missing field with its message', () => {
    expect(validateAddVoiceForm({ provider: '', id: '', language: '' })).toEqual({
      ok: false,
      errors: { provider: MSG_SELECT_PROVIDER, id: MSG_VOICE_ID_REQUIRED, language: MSG_SELECT_LANGUAGE_DOT },
    });
    expect(validateAddVoiceForm({})).toEqual({
      ok: false,
      errors: { provider: MSG_SELECT_PROVIDER, id: MSG_VOICE_ID_REQUIRED, language: MSG_SELECT_LANGUAGE_DOT },
    });
  });
});
