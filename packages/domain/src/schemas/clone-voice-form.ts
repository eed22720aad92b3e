import { z } from 'zod';
import { CLONE_NAME_MAX_LENGTH, CLONE_SAMPLE_MAX_BYTES } from '../constants';
import { CLONE_LANGUAGE_CODES } from '../data/voice-catalogue';
import { GENDERS } from '../enums';
import {
  MSG_AGREE_TO_TERMS,
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_NAME_REQUIRED,
  MSG_NAME_TOO_LONG,
  MSG_SELECT_GENDER,
  MSG_SELECT_LANGUAGE,
} from '../messages';
import { fileLikeSchema } from './common';

/** The clone modal's form. The file is optional here and required only at submission. */
export const cloneVoiceFormSchema = z.object({
  file: fileLikeSchema
    .refine((file) => file.size <= CLONE_SAMPLE_MAX_BYTES, MSG_CLONE_FILE_TOO_LARGE)
    .nullable()
    .optional(),
  name: z
    .string({ error: MSG_NAME_REQUIRED })
    .trim()
    .min(1, MSG_NAME_REQUIRED)
    .max(CLONE_NAME_MAX_LENGTH, MSG_NAME_TOO_LONG),
  gender: z.enum(GENDERS, { error: MSG_SELECT_GENDER }),
  language: z.enum(CLONE_LANGUAGE_CODES, { error: MSG_SELECT_LANGUAGE }),
  agreeToTerms: z.boolean({ error: MSG_AGREE_TO_TERMS }).refine((agreed) => agreed, MSG_AGREE_TO_TERMS),
});
export type CloneVoiceForm = z.infer<typeof cloneVoiceFormSchema>;

/**
 * The check made when Clone is pressed: file, gender and language must all be present, else
 * 'Missing required fields'. Returns null when the form may be sent.
 */
export function cloneSubmissionError(form: {
  file?: unknown;
  gender?: string | null;
  language?: string | null;
}): string | null {
  const missing = form.file == null || !form.gender || !form.language;
  return missing ? MSG_MISSING_REQUIRED_FIELDS : null;
}
