import {
  API_ROUTES,
  CLONE_VOICE_FIELDS,
  MSG_FAILED_TO_CLONE_VOICE,
  MSG_UNABLE_TO_AUTHENTICATE_REQUEST,
  SYSTEM_OWNER_UID,
  cloneVoiceResponseSchema,
  type CloneVoiceResponse,
  type Gender,
  type CloneLanguageCode,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services';
import { useSession } from '../../../../lib/session';

export interface CloneVoiceInput {
  file: File;
  name: string;
  gender: Gender;
  language: CloneLanguageCode;
}

/** The multipart body of POST /public/voices/clone, with the spec's field names. */
export function cloneVoiceFormData(input: CloneVoiceInput, ownerUid: string): FormData {
  const body = new FormData();
  body.append(CLONE_VOICE_FIELDS.name, input.name.trim());
  body.append(CLONE_VOICE_FIELDS.gender, input.gender);
  body.append(CLONE_VOICE_FIELDS.language, input.language);
  body.append(CLONE_VOICE_FIELDS.audioFile, input.file, input.file.name);
  body.append(CLONE_VOICE_FIELDS.ownerUid, ownerUid);
  return body;
}

/**
 * Clones the caller's voice from a sample at both providers (POST /public/voices/clone). Rejects with
 * 'Unable to authenticate request' when signed out and 'Failed to clone voice' on any other failure
 * (the server's own reason stays in `cause`).
 */
export function useCloneVoice() {
  const { api } = useServices();
  const { session } = useSession();
  const ownerUid = session.status === 'signedIn' ? session.user.uid : SYSTEM_OWNER_UID;
  return useMutation<CloneVoiceResponse, Error, CloneVoiceInput>({
    mutationFn: async (input) => {
      if (session.status !== 'signedIn') throw new Error(MSG_UNABLE_TO_AUTHENTICATE_REQUEST);
      try {
        return await api(API_ROUTES.cloneVoice.path, {
          method: API_ROUTES.cloneVoice.method,
          body: cloneVoiceFormData(input, ownerUid),
          schema: cloneVoiceResponseSchema,
        });
      } catch (error) {
        throw new Error(MSG_FAILED_TO_CLONE_VOICE, { cause: error });
      }
    },
  });
}
