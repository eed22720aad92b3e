// A fake Cartesia API speaking the REST paths @cartesia/cartesia-js calls, with the real response shapes:
// voice cloning (POST /voices/clone, multipart clip/name/language), text to speech (POST /tts/bytes,
// answering a playable WAV), voice lookup and deletion (GET and DELETE /voices/{id}). Point CARTESIA_BASE_URL at `url`.
import { randomUUID } from 'node:crypto';
import { vowelWav, WAV_CONTENT_TYPE } from './audio';
import {
  formBody,
  jsonBody,
  sendBytes,
  sendJson,
  startFakeServer,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';

export interface FakeCartesiaVoice {
  id: string;
  name: string;
  description: string;
  language: string;
  created_at: string;
  user_id: string;
  tagline: string;
  access: 'private' | 'public';
  visibility: 'owner' | 'all';
}

/** Cartesia's error body. */
export function cartesiaError(title: string, message: string): { title: string; message: string } {
  return { title, message };
}

export type FakeCartesia = FakeServer & { voices: Map<string, FakeCartesiaVoice> };

/** The voice id of a TTS request: a plain id, or the `{ id }` (or older `{ mode: 'id', id }`) object. */
function requestedVoiceId(voice: unknown): string | null {
  if (typeof voice === 'string') return voice;
  if (typeof voice === 'object' && voice !== null && typeof (voice as { id?: unknown }).id === 'string') {
    return (voice as { id: string }).id;
  }
  return null;
}

export async function startFakeCartesia(options: FakeStartOptions = {}): Promise<FakeCartesia> {
  const voices = new Map<string, FakeCartesiaVoice>();
  const server = await startFakeServer(async (request, res) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/voices/clone') {
      const form = await formBody(request);
      const name = form?.get('name');
      const language = form?.get('language');
      const clip = form?.get('clip');
      if (typeof name !== 'string' || typeof language !== 'string' || !(clip instanceof Blob)) {
        sendJson(res, 400, cartesiaError('Invalid request', 'clip, name and language are required'));
        return;
      }
      const voice: FakeCartesiaVoice = {
        id: randomUUID(),
        name,
        description: '',
        language,
        created_at: new Date().toISOString(),
        user_id: 'fake-user',
        tagline: '',
        access: 'private',
        visibility: 'owner',
      };
      voices.set(voice.id, voice);
      sendJson(res, 200, voice);
      return;
    }
    if (method === 'POST' && path === '/tts/bytes') {
      const body = jsonBody(request);
      const voiceId = requestedVoiceId(body?.voice);
      if (typeof body?.transcript !== 'string' || !voiceId) {
        sendJson(res, 400, cartesiaError('Invalid request', 'transcript and voice are required'));
        return;
      }
      if (!voices.has(voiceId)) {
        sendJson(res, 404, cartesiaError('Not found', `Voice ${voiceId} not found`));
        return;
      }
      sendBytes(res, WAV_CONTENT_TYPE, vowelWav({ seed: voiceId }));
      return;
    }
    const lookup = /^\/voices\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && lookup?.[1]) {
      if (voices.delete(decodeURIComponent(lookup[1]))) res.writeHead(204).end();
      else sendJson(res, 404, cartesiaError('Not found', 'Voice not found'));
      return;
    }
    if (method === 'GET' && lookup?.[1]) {
      const voice = voices.get(decodeURIComponent(lookup[1]));
      if (!voice) {
        sendJson(res, 404, cartesiaError('Not found', 'Voice not found'));
        return;
      }
      sendJson(res, 200, { ...voice, is_owner: true, locales: [] });
      return;
    }
    sendJson(res, 404, cartesiaError('Not found', `No route ${method} ${path}`));
  }, options);
  return { ...server, voices };
}
