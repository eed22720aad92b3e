import { RECORDING_FILE_NAME } from '@parley/domain';
import { RECORDING_SAMPLE_RATE, concatSamples, encodeWav, resample } from './wav-encoder';

const PROCESSOR_NAME = 'parley-pcm-capture';

// The worklet posts a copy of every render quantum (128 frames) of the first channel to the page. It is
// loaded from a Blob so it needs no separate build entry; the engine reuses its buffers, hence slice().
const WORKLET_SOURCE = `
class PcmCapture extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('${PROCESSOR_NAME}', PcmCapture);
`;

async function loadCaptureWorklet(context: AudioContext): Promise<void> {
  const url = URL.createObjectURL(new Blob([WORKLET_SOURCE], { type: 'text/javascript' }));
  try {
    await context.audioWorklet.addModule(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A running microphone recording: its analyser feeds the live waveform. */
export interface MicrophoneCapture {
  readonly analyser: AnalyserNode;
  /** Ends the recording and returns it as recording.wav. */
  finish(): File;
  /** Ends the recording and drops it (the recorder went away). */
  discard(): void;
}

/**
 * Asks for the microphone and starts capturing: mic → analyser (waveform) and mic → worklet (PCM
 * chunks). Rejects when the user or the browser refuses the microphone.
 */
export async function startMicrophoneCapture(): Promise<MicrophoneCapture> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const context = new AudioContext();
  const stopStream = () => {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };
  try {
    // Created after the microphone prompt, outside the click, so some browsers start it suspended.
    if (context.state === 'suspended') await context.resume();
    await loadCaptureWorklet(context);
  } catch (error) {
    stopStream();
    throw error;
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  const capture = new AudioWorkletNode(context, PROCESSOR_NAME, { numberOfInputs: 1, numberOfOutputs: 1 });
  const chunks: Float32Array[] = [];
  capture.port.onmessage = (event: MessageEvent<Float32Array>) => {
    chunks.push(event.data);
  };
  source.connect(analyser);
  source.connect(capture);
  // Connected to the output so the engine keeps pulling it; the worklet writes silence there.
  capture.connect(context.destination);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    capture.port.onmessage = null;
    capture.disconnect();
    analyser.disconnect();
    source.disconnect();
    stopStream();
  };
  return {
    analyser,
    finish() {
      release();
      const samples = resample(concatSamples(chunks), context.sampleRate, RECORDING_SAMPLE_RATE);
      return new File([encodeWav(samples, RECORDING_SAMPLE_RATE)], RECORDING_FILE_NAME, {
        type: 'audio/wav',
      });
    },
    discard: release,
  };
}
