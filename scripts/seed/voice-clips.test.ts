import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { isWav, WAV_CONTENT_TYPE } from '../fakes/audio';
import { adminApp, getTestEnv } from '../testing';
import { systemVoices } from './system-voices';
import { clipPath, clipUrl, seedVoiceClips, type ClipLocation } from './voice-clips';

const app = adminApp();
const { projectId, storage } = getTestEnv();
const location: ClipLocation = { origin: `http://${storage}`, bucket: `${projectId}.appspot.com` };
const bucket = getStorage(app).bucket(location.bucket);

describe('seeded voice clips', () => {
  it('give every System voice a clipUrl that a browser can play from the Storage emulator', async () => {
    const voices = systemVoices(location);
    await seedVoiceClips(bucket, voices);
    for (const voice of voices) {
      expect(voice.clipUrl).toBe(clipUrl(location, voice.id));
      // No credentials: the URL's download token is what lets an <audio> element fetch it.
      const response = await fetch(voice.clipUrl);
      expect(response.status, voice.name).toBe(200);
      expect(response.headers.get('content-type')).toContain(WAV_CONTENT_TYPE);
      expect(isWav(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    }
  });

  it('are idempotent: a second run uploads nothing and leaves each clip as it was', async () => {
    const voices = systemVoices(location);
    await seedVoiceClips(bucket, voices);
    const generations = async () =>
      Promise.all(
        voices.map(async (voice) => (await bucket.file(clipPath(voice.id)).getMetadata())[0].generation),
      );
    const before = await generations();
    expect(await seedVoiceClips(bucket, voices)).toEqual({ uploaded: [], existing: voices.length });
    expect(await generations()).toEqual(before);
  });
});
