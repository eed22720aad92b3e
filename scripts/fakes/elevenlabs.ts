// A fake ElevenLabs API speaking the REST paths @elevenlabs/elevenlabs-js calls, with the real response
// shapes: instant voice cloning (POST /v1/voices/add, multipart), text to speech
// (POST /v1/text-to-speech/{voice_id}, answering a playable WAV), voice lookup and deletion
// (GET and DELETE /v1/voices/{id}).
// Point ELEVENLABS_BASE_URL at `url`.
import { randomBytes } from 'node:crypto';
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

export interface FakeElevenLabsVoice {
  voice_id: string;
  name: string;
  category: 'premade' | 'cloned';
  labels: Record<string, string>;
  description: string | null;
}

/** Library voices anyone can add by id (two of ElevenLabs' real premade voices). */
export const FAKE_ELEVENLABS_LIBRARY: readonly FakeElevenLabsVoice[] = [
  {
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    name: 'Rachel',
    category: 'premade',
    labels: { accent: 'american', gender: 'female', age: 'young', use_case: 'narration' },
    description: 'Matter-of-fact, personable woman.',
  },
  {
    voice_id: 'pNInz6obpgDQGcFmaJgB',
    name: 'Adam',
    category: 'premade',
    labels: { accent: 'american', gender: 'male', age: 'middle aged', use_case: 'narration' },
    description: 'Dominant, firm male voice.',
  },
];

/** ElevenLabs' error body: `detail` with a machine status and a human message. */
export function elevenLabsError(
  status: string,
  message: string,
): { detail: { status: string; message: string } } {
  return { detail: { status, message } };
}

/** 20 alphanumeric characters, like ElevenLabs voice ids. */
function newVoiceId(): string {
  return randomBytes(15)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 20);
}

export type FakeElevenLabs = FakeServer & { voices: Map<string, FakeElevenLabsVoice> };

export async function startFakeElevenLabs(options: FakeStartOptions = {}): Promise<FakeElevenLabs> {
  const voices = new Map(FAKE_ELEVENLABS_LIBRARY.map((voice) => [voice.voice_id, { ...voice }]));
  const previewPath = (voiceId: string) => `/v1/fake-previews/${voiceId}.wav`;
  let baseUrl = '';
  const notFound = (voiceId: string) =>
    elevenLabsError('voice_not_found', `A voice with the voice_id ${voiceId} was not found.`);

  const server = await startFakeServer(async (request, res) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/voices/add') {
      const form = await formBody(request);
      const name = form?.get('name');
      const files = form?.getAll('files') ?? [];
      if (typeof name !== 'string' || name === '' || files.length === 0) {
        sendJson(res, 422, { detail: [{ loc: ['body', 'files'], msg: 'Field required', type: 'missing' }] });
        return;
      }
      const labels = form?.get('labels');
      const voice: FakeElevenLabsVoice = {
        voice_id: newVoiceId(),
        name,
        category: 'cloned',
        labels: typeof labels === 'string' ? (JSON.parse(labels) as Record<string, string>) : {},
        description: null,
      };
      voices.set(voice.voice_id, voice);
      sendJson(res, 200, { voice_id: voice.voice_id, requires_verification: false });
      return;
    }
    const tts = /^\/v1\/text-to-speech\/([^/]+)$/.exec(path);
    if (method === 'POST' && tts?.[1]) {
      const voiceId = decodeURIComponent(tts[1]);
      const body = jsonBody(request);
      if (!voices.has(voiceId)) {
        sendJson(res, 404, notFound(voiceId));
        return;
      }
      if (typeof body?.text !== 'string' || body.text === '') {
        sendJson(res, 422, { detail: [{ loc: ['body', 'text'], msg: 'Field required', type: 'missing' }] });
        return;
      }
      sendBytes(res, WAV_CONTENT_TYPE, vowelWav({ seed: voiceId }));
      return;
    }
    const preview = /^\/v1\/fake-previews\/([^/]+)\.wav$/.exec(path);
    if (method === 'GET' && preview?.[1]) {
      sendBytes(res, WAV_CONTENT_TYPE, vowelWav({ seed: preview[1] }));
      return;
    }
    const lookup = /^\/v1\/voices\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && lookup?.[1]) {
      const voiceId = decodeURIComponent(lookup[1]);
      if (!voices.delete(voiceId)) sendJson(res, 404, notFound(voiceId));
      else sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (method === 'GET' && lookup?.[1]) {
      const voice = voices.get(decodeURIComponent(lookup[1]));
      if (!voice) {
        sendJson(res, 404, notFound(decodeURIComponent(lookup[1])));
        return;
      }
      sendJson(res, 200, {
        ...voice,
        samples: null,
        preview_url: `${baseUrl}${previewPath(voice.voice_id)}`,
        available_for_tiers: [],
        settings: null,
        high_quality_base_model_ids: ['eleven_multilingual_v2'],
        is_owner: voice.category === 'cloned',
      });
      return;
    }
    sendJson(res, 404, { detail: 'Not Found' });
  }, options);
  baseUrl = server.url;
  return { ...server, voices };
}
