// Voice library rules: who sees which voice, in what order, with which tags.
import {
  CLONE_VOICE_TAG,
  MULTILINGUAL_TAG,
  REALTIME_VOICE_PROVIDERS,
  SYSTEM_OWNER_UID,
  VOICE_PROVIDER_LABELS,
} from '../data/voice-catalogue';
import type { VoiceProvider } from '../data/voice-catalogue';
import { LABEL_BETA_UNAVAILABLE, LABEL_CONTINUE_ANYWAY, CLONE_PROVIDER_LABEL } from '../messages';
import type { Voice } from '../schemas/voice';

export interface VoiceViewer {
  /** The signed-in user. */
  readonly userUid: string | null;
  /** The agent's owner. */
  readonly agentOwnerUid: string | null;
  /** The agent's currently selected voice. */
  readonly currentVoiceId: string | null;
}

/** Whether the library lists this voice: System's, the user's, the agent owner's, or the agent's current one. */
export function isVoiceVisible(voice: Pick<Voice, 'id' | 'ownerUid'>, viewer: VoiceViewer): boolean {
  return (
    voice.ownerUid === SYSTEM_OWNER_UID ||
    (viewer.userUid !== null && voice.ownerUid === viewer.userUid) ||
    (viewer.agentOwnerUid !== null && voice.ownerUid === viewer.agentOwnerUid) ||
    voice.id === viewer.currentVoiceId
  );
}

/** The chosen voice first, then by addedCount, most added first; ties keep their order. */
export function orderVoices(voices: readonly Voice[], chosenVoiceId: string | null): Voice[] {
  return [...voices].sort(
    (a, b) => Number(b.id === chosenVoiceId) - Number(a.id === chosenVoiceId) || b.addedCount - a.addedCount,
  );
}

/** 'british_english' → 'British English'. */
export function formatTag(value: string): string {
  return value
    .replace(/_/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** A cloned voice carries the 'Clone Voice' tag. */
export function isCloneVoice(voice: Pick<Voice, 'tags'>): boolean {
  return voice.tags.includes(CLONE_VOICE_TAG);
}

/** The provider as shown: the brand for a clone, the catalogue label, else the value formatted. */
export function providerLabel(voice: Pick<Voice, 'provider' | 'tags'>): string {
  if (isCloneVoice(voice)) return CLONE_PROVIDER_LABEL;
  const labels: Readonly<Record<string, string | undefined>> = VOICE_PROVIDER_LABELS;
  return labels[voice.provider] ?? formatTag(voice.provider);
}

/** A voice's display tags: gender, language, accent, multilingual marker, provider; blanks skipped. */
export function voiceTags(voice: Voice): string[] {
  const raw = [voice.gender, voice.language, voice.accent]
    .filter((value) => value.trim() !== '')
    .map(formatTag);
  if (voice.isMultiLingualSupport) raw.push(MULTILINGUAL_TAG);
  raw.push(providerLabel(voice));
  return raw;
}

/** 32-bit FNV-1a: a stable hash so the illustrative figures never change between renders or machines. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The illustrative 'Used' figure: 1–200 from the ttsId, plus addedCount. Not real data. */
export function illustrativeUsed(voice: Pick<Voice, 'ttsId' | 'addedCount'>): number {
  return (stableHash(voice.ttsId) % 200) + 1 + voice.addedCount;
}

/** The illustrative 'Duration' figure in thousands of minutes, 5.0–50.0, one decimal. Not real data. */
export function illustrativeDurationThousands(voice: Pick<Voice, 'ttsId'>): number {
  // A second, independent hash so Used and Duration do not move together.
  const tenths = stableHash(`${voice.ttsId}#duration`) % 451;
  return (50 + tenths) / 10;
}

/** 'Duration' as shown: '12.3k'. */
export function formatIllustrativeDuration(voice: Pick<Voice, 'ttsId'>): string {
  return `${illustrativeDurationThousands(voice).toFixed(1)}k`;
}

/** Realtime (beta) voices: provider openai_realtime or gemini_realtime. */
export function isRealtimeVoice(voice: Pick<Voice, 'provider'>): boolean {
  return REALTIME_VOICE_PROVIDERS.includes(voice.provider as VoiceProvider);
}

/** Choosing a realtime voice that is not already selected asks for confirmation first. */
export function needsBetaWarning(
  voice: Pick<Voice, 'id' | 'provider'>,
  selectedVoiceId: string | null,
): boolean {
  return isRealtimeVoice(voice) && voice.id !== selectedVoiceId;
}

/** The beta dialog's confirm button: enabled only for accounts with enableBetaVoices. */
export function betaConfirmButton(enableBetaVoices: boolean): { label: string; disabled: boolean } {
  return enableBetaVoices
    ? { label: LABEL_CONTINUE_ANYWAY, disabled: false }
    : { label: LABEL_BETA_UNAVAILABLE, disabled: true };
}
