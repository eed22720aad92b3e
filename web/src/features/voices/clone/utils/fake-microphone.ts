// jsdom has no microphone, Web Audio or object URLs: the smallest stand-ins the recorder and the file
// preview touch. Test support only.
import { vi } from 'vitest';

interface FakeWorkletNode {
  port: { onmessage: ((event: { data: Float32Array }) => void) | null };
}

/** Installs a microphone at `sampleRate` whose capture worklet the test feeds through `speak`. */
export function installFakeMicrophone(sampleRate = 48_000) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
  const workletNodes: FakeWorkletNode[] = [];
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });

  class FakeAudioContext {
    readonly sampleRate = sampleRate;
    readonly destination = {};
    readonly audioWorklet = { addModule: vi.fn(() => Promise.resolve()) };
    readonly close = vi.fn(() => Promise.resolve());
    createMediaStreamSource() {
      return node();
    }
    createAnalyser() {
      return { ...node(), fftSize: 0, getByteTimeDomainData: vi.fn() };
    }
  }
  class FakeAudioWorkletNode {
    readonly port: FakeWorkletNode['port'] = { onmessage: null };
    readonly connect = vi.fn();
    readonly disconnect = vi.fn();
    constructor() {
      workletNodes.push(this);
    }
  }

  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }),
  );
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', FakeAudioWorkletNode);
  installFakeObjectUrls();
  // jsdom's canvas has no 2D context (it logs "not implemented"); the waveform skips drawing on null.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

  return {
    getUserMedia,
    track,
    /** Delivers samples as the capture worklet would. */
    speak(samples: Float32Array) {
      for (const worklet of workletNodes) worklet.port.onmessage?.({ data: samples });
    },
  };
}

/** URL.createObjectURL / revokeObjectURL, which jsdom lacks, for previews and the worklet module. */
export function installFakeObjectUrls() {
  let next = 0;
  const create = vi.fn(() => `blob:fake/${String((next += 1))}`);
  const revoke = vi.fn();
  class FakeUrl extends URL {
    static override createObjectURL = create;
    static override revokeObjectURL = revoke;
  }
  vi.stubGlobal('URL', FakeUrl);
  return { create, revoke };
}
