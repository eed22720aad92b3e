// Playable preview clips for the seeded System voices: a short generated WAV per voice in Cloud Storage
// (the shared generator of the provider fakes), at a fixed path with a fixed download token, so the
// voice's clipUrl is known before upload and re-seeding uploads nothing.
import { createHash } from 'node:crypto';
import { SYSTEM_VOICE_CLIPS_STORAGE_DIR, type Voice } from '@parley/domain';
import { vowelWav, WAV_CONTENT_TYPE } from '../fakes/audio';

/** Where the clips live and how a browser reaches them. */
export interface ClipLocation {
  /** The Firebase Storage API origin, e.g. the emulator's http://127.0.0.1:9199. */
  readonly origin: string;
  readonly bucket: string;
}

/** The part of a Cloud Storage bucket the seed uses (firebase-admin's Bucket has it). */
export interface ClipBucket {
  file(path: string): {
    exists(): Promise<[boolean]>;
    save(data: Buffer, options: { resumable: boolean; contentType: string; metadata: object }): Promise<void>;
  };
}

export const clipPath = (voiceId: string): string => `${SYSTEM_VOICE_CLIPS_STORAGE_DIR}/${voiceId}.wav`;

/**
 * The clip's download token, derived from the voice id: fixed, so the URL in the voice document stays
 * valid across re-seeds. Only seeded local data uses it; the emulator is the only place it opens.
 */
export function clipToken(voiceId: string): string {
  const hex = createHash('sha256').update(`parley-seed-clip:${voiceId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The tokenised download URL a browser plays (as getDownloadURL would answer). */
export function clipUrl(location: ClipLocation, voiceId: string): string {
  const path = encodeURIComponent(clipPath(voiceId));
  return `${location.origin}/v0/b/${location.bucket}/o/${path}?alt=media&token=${clipToken(voiceId)}`;
}

/** The clip of a voice: about a second of a sung vowel whose pitch follows the voice's ttsId. */
export const clipAudio = (voice: Pick<Voice, 'ttsId'>): Buffer =>
  vowelWav({ seed: voice.ttsId, seconds: 1.2 });

/** Uploads the clips that are missing; answers the paths it uploaded and how many were already there. */
export async function seedVoiceClips(
  bucket: ClipBucket,
  voices: readonly Pick<Voice, 'id' | 'ttsId'>[],
): Promise<{ uploaded: string[]; existing: number }> {
  const outcomes = await Promise.all(
    voices.map(async (voice) => {
      const file = bucket.file(clipPath(voice.id));
      const [exists] = await file.exists();
      if (exists) return null;
      await file.save(clipAudio(voice), {
        resumable: false,
        contentType: WAV_CONTENT_TYPE,
        metadata: { metadata: { firebaseStorageDownloadTokens: clipToken(voice.id) } },
      });
      return clipPath(voice.id);
    }),
  );
  const uploaded = outcomes.filter((path): path is string => path !== null);
  return { uploaded, existing: voices.length - uploaded.length };
}
