import { describe, expect, it } from 'vitest';
import {
  MSG_AGREE_TO_TERMS,
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_NAME_REQUIRED,
  MSG_NAME_TOO_LONG,
  MSG_SELECT_GENDER,
  MSG_SELECT_LANGUAGE,
} from '../messages';
import { cloneSubmissionError, cloneVoiceFormSchema } from './clone-voice-form';
import { validateForm } from './form-errors';

const validateCloneVoiceForm = (input: unknown) => validateForm(cloneVoiceFormSchema, input);

const file = { name: 'me.wav', type: 'audio/wav', size: 1_000_000 };
const valid = { file, name: 'Ann', gender: 'female', language: 'en', agreeToTerms: true };

describe('clone voice form', () => {
  it('accepts a complete form', () => {
    const result = validateCloneVoiceForm(valid);
    expect(result.ok).toBe(true);
  });

  it('accepts no file at the form level', () => {
    expect(validateCloneVoiceForm({ ...valid, file: undefined }).ok).toBe(true);
  });

  it.each([
    [{ name: '' }, 'name', MSG_NAME_REQUIRED],
    [{ name: '   ' }, 'name', MSG_NAME_REQUIRED],
    [{ name: undefined }, 'name', MSG_NAME_REQUIRED],
    [{ name: 'A'.repeat(16) }, 'name', MSG_NAME_TOO_LONG],
    [{ gender: 'other' }, 'gender', MSG_SELECT_GENDER],
    [{ gender: undefined }, 'gender', MSG_SELECT_GENDER],
    [{ language: 'zz' }, 'language', MSG_SELECT_LANGUAGE],
    [{ language: undefined }, 'language', MSG_SELECT_LANGUAGE],
    [{ agreeToTerms: false }, 'agreeToTerms', MSG_AGREE_TO_TERMS],
    [{ agreeToTerms: undefined }, 'agreeToTerms', MSG_AGREE_TO_TERMS],
    [{ file: { ...file, size: 10485761 } }, 'file', MSG_CLONE_FILE_TOO_LARGE],
  ])('with %j reports %s', (change, field, message) => {
    const result = validateCloneVoiceForm({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });

  it('allows a name of exactly 15 characters and a file of exactly 10MB', () => {
    expect(
      validateCloneVoiceForm({ ...valid, name: 'A'.repeat(15), file: { ...file, size: 10485760 } }).ok,
    ).toBe(true);
  });

  it("says 'Missing required fields' on submit without file, gender or language", () => {
    expect(cloneSubmissionError({ file: null, gender: 'male', language: 'en' })).toBe(
      MSG_MISSING_REQUIRED_FIELDS,
    );
    expect(cloneSubmissionError({ file, gender: '', language: 'en' })).toBe(MSG_MISSING_REQUIRED_FIELDS);
    expect(cloneSubmissionError({ file, gender: 'male' })).toBe(MSG_MISSING_REQUIRED_FIELDS);
    expect(cloneSubmissionError({ file, gender: 'male', language: 'en' })).toBeNull();
  });
});
