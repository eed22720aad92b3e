// The toasts the voice library and number screens show: a title and a
// description, with the product's fallback when a failure carries no message of its own.
import { CLONE_SAMPLE_MAX_BYTES } from '../constants';
import {
  MSG_ADD_VOICE_ERROR_FALLBACK,
  MSG_AGENT_UPDATED,
  MSG_CHANGES_SAVED,
  MSG_CHOOSE_SMALLER_FILE,
  MSG_CLONE_ERROR_DESCRIPTION,
  MSG_CONNECTED,
  MSG_FAILED_TO_ADD_PHONE_NUMBER,
  MSG_FAILED_TO_ADD_VOICE,
  MSG_FAILED_TO_SAVE_VOICE,
  MSG_IMPORT_NUMBER_ERROR_FALLBACK,
  MSG_TWILIO_CONNECTED,
  TOAST_ERROR_TITLE,
  TOAST_FILE_TOO_LARGE,
  TOAST_SOMETHING_WENT_WRONG,
  addVoiceFailedStatusMessage,
  requestProblemMessage,
  settingsProblemMessage,
} from '../messages';

export interface Toast {
  readonly title: string;
  readonly description?: string;
}

const orFallback = (message: string | null | undefined, fallback: string): string =>
  message && message.trim() !== '' ? message : fallback;

/** Shown when a chosen clone sample is over 10 MB; null when the file is fine. */
export function cloneFileSelectionToast(file: { size: number }): Toast | null {
  return file.size > CLONE_SAMPLE_MAX_BYTES
    ? { title: TOAST_FILE_TOO_LARGE, description: MSG_CHOOSE_SMALLER_FILE }
    : null;
}

/** The clone call failed. */
export function cloneFailedToast(): Toast {
  return { title: TOAST_ERROR_TITLE, description: MSG_CLONE_ERROR_DESCRIPTION };
}

/** Saving the chosen clone sample (voice update) failed. */
export function voiceSaveFailedToast(message?: string | null): Toast {
  return { title: TOAST_ERROR_TITLE, description: orFallback(message, MSG_FAILED_TO_SAVE_VOICE) };
}

/** Adding a voice by provider failed. */
export function addVoiceFailedToast(message?: string | null): Toast {
  return { title: MSG_FAILED_TO_ADD_VOICE, description: orFallback(message, MSG_ADD_VOICE_ERROR_FALLBACK) };
}

/** The add-by-provider call's error: its `detail`, else 'Failed to add voice ({status})'. */
export function addVoiceErrorMessage(status: number, body: unknown): string {
  const detail =
    typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' && detail !== '' ? detail : addVoiceFailedStatusMessage(status);
}

/** A request failed: the app's generic failure toast, for any call without a toast of its own. */
export function requestFailedToast(message: string): Toast {
  return { title: TOAST_SOMETHING_WENT_WRONG, description: requestProblemMessage(message) };
}

/** An agent update failed; the voice settings panel words it differently. */
export function agentUpdateFailedToast(
  message: string,
  context: 'general' | 'voiceSettings' = 'general',
): Toast {
  return context === 'voiceSettings'
    ? { title: TOAST_SOMETHING_WENT_WRONG, description: settingsProblemMessage(message) }
    : requestFailedToast(message);
}

/** An agent update succeeded. */
export function agentUpdatedToast(): Toast {
  return { title: MSG_AGENT_UPDATED, description: MSG_CHANGES_SAVED };
}

/** Importing a phone number (telephony connect) failed. */
export function importNumberFailedToast(message?: string | null): Toast {
  return {
    title: MSG_FAILED_TO_ADD_PHONE_NUMBER,
    description: orFallback(message, MSG_IMPORT_NUMBER_ERROR_FALLBACK),
  };
}

/** The Twilio account connected. */
export function twilioConnectedToast(): Toast {
  return { title: MSG_CONNECTED, description: MSG_TWILIO_CONNECTED };
}
