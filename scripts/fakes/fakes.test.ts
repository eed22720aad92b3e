import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FAKE_SAMPLE_RATE, isWav, vowelWav } from './audio';
import { startFakeProviders } from './index';

/** A port that was free a moment ago, to check a fake binds exactly the port it is given. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return address.port;
}

describe('vowelWav', () => {
  it('is a mono 16-bit PCM WAV of the asked length whose samples are not silent', () => {
    const wav = vowelWav({ seconds: 0.5 });
    expect(isWav(wav)).toBe(true);
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(FAKE_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(Math.round(0.5 * FAKE_SAMPLE_RATE) * 2);
    const peak = Math.max(
      ...Array.from({ length: 400 }, (_, index) => Math.abs(wav.readInt16LE(44 + 2 * (5000 + index)))),
    );
    expect(peak).toBeGreaterThan(3000);
  });

  it('gives each seed its own voice', () => {
    expect(vowelWav({ seed: 'a' }).equals(vowelWav({ seed: 'a' }))).toBe(true);
    expect(vowelWav({ seed: 'a' }).equals(vowelWav({ seed: 'b' }))).toBe(false);
  });
});

describe('startFakeProviders', () => {
  it('starts the registered fakes and answers their base URLs as env vars', async () => {
    const fakes = await startFakeProviders({ only: ['elevenlabs', 'cartesia'] });
    try {
      expect(Object.keys(fakes.env).sort()).toEqual(['CARTESIA_BASE_URL', 'ELEVENLABS_BASE_URL']);
      const lookup = await fetch(`${fakes.env.ELEVENLABS_BASE_URL}/v1/voices/21m00Tcm4TlvDq8ikWAM`);
      expect(await lookup.json()).toMatchObject({ voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' });
      fakes.servers.elevenlabs?.failWith(503);
      expect((await fetch(`${fakes.env.ELEVENLABS_BASE_URL}/v1/voices/21m00Tcm4TlvDq8ikWAM`)).status).toBe(
        503,
      );
      expect(fakes.servers.elevenlabs?.requests.map((request) => request.path)).toEqual([
        '/v1/voices/21m00Tcm4TlvDq8ikWAM',
        '/v1/voices/21m00Tcm4TlvDq8ikWAM',
      ]);
    } finally {
      await fakes.close();
    }
  });

  it('binds fixed ports from basePort on', async () => {
    const port = await freePort();
    const fakes = await startFakeProviders({ only: ['elevenlabs'], basePort: port });
    try {
      expect(fakes.env.ELEVENLABS_BASE_URL).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await fakes.close();
    }
  });
});
