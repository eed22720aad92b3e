import {
  CLONE_SAMPLE_MIME_PREFIX,
  MSG_CLONE_SAMPLE_NOT_AUDIO,
  cloneSubmissionError,
  cloneVoiceFormSchema,
  type CloneLanguageCode,
  type Gender,
} from '@parley/domain';
import { formikValidate } from '../../../../lib/forms';
import type { CloneVoiceInput } from '../api/clone-voice';

/** Step 1's values: empty selects are '' so the fields stay controlled. */
export interface CloneFormValues {
  file: File | null;
  name: string;
  gender: Gender | '';
  language: CloneLanguageCode | '';
  agreeToTerms: boolean;
}

export const EMPTY_CLONE_FORM: CloneFormValues = {
  file: null,
  name: '',
  gender: '',
  language: '',
  agreeToTerms: false,
};

const validateFields = formikValidate(cloneVoiceFormSchema);

/**
 * Field errors of step 1: the clone form schema's, plus the file's — it must be
 * there at submission ('Missing required fields') and be audio, which a drop can bypass the picker on.
 */
export function validateCloneForm(values: CloneFormValues): Partial<Record<keyof CloneFormValues, string>> {
  const errors: Partial<Record<keyof CloneFormValues, string>> = validateFields(values);
  if (errors.file) return errors;
  const missing = values.file ? null : cloneSubmissionError(values);
  if (missing) errors.file = missing;
  else if (values.file && !values.file.type.startsWith(CLONE_SAMPLE_MIME_PREFIX)) {
    errors.file = MSG_CLONE_SAMPLE_NOT_AUDIO;
  }
  return errors;
}

/** The clone call's input from values that passed validateCloneForm. */
export function cloneInputOf(values: CloneFormValues): CloneVoiceInput {
  const { name, gender, language } = cloneVoiceFormSchema.parse(values);
  if (!values.file) throw new Error('validateCloneForm lets no form without a file through');
  return { file: values.file, name, gender, language };
}
