import { z } from 'zod';
import { MSG_SELECT_LANGUAGE_DOT, MSG_SELECT_PROVIDER, MSG_VOICE_ID_REQUIRED } from '../messages';

/** The 'Add a voice' modal's form, also the payload of POST /public/voices/add-by-provider. */
export const addVoiceFormSchema = z.object({
  provider: z.string({ error: MSG_SELECT_PROVIDER }).min(1, MSG_SELECT_PROVIDER),
  id: z.string({ error: MSG_VOICE_ID_REQUIRED }).trim().min(1, MSG_VOICE_ID_REQUIRED),
  language: z.string({ error: MSG_SELECT_LANGUAGE_DOT }).min(1, MSG_SELECT_LANGUAGE_DOT),
});
export type AddVoiceForm = z.infer<typeof addVoiceFormSchema>;
