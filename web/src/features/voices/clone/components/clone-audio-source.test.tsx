import {
  LABEL_RECORD_AUDIO,
  LABEL_RECORDING_TIME,
  LABEL_STOP_RECORDING,
  MSG_MICROPHONE_UNAVAILABLE,
} from '@parley/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { installFakeMicrophone } from '../utils/fake-microphone';
import { CloneAudioSource } from './clone-audio-source';

vi.setConfig({ testTimeout: 20_000 });

let microphone: ReturnType<typeof installFakeMicrophone>;

beforeEach(() => {
  vi.useFakeTimers();
  microphone = installFakeMicrophone(48_000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startRecording() {
  const onFile = vi.fn<(file: File) => void>();
  const view = renderWithProviders(
    <CloneAudioSource file={null} onFile={onFile} onRemove={vi.fn()} disabled={false} />,
  );
  fireEvent.click(screen.getByRole('button', { name: LABEL_RECORD_AUDIO }));
  // Lets the microphone and the worklet module load.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return Object.assign(onFile, { unmount: view.unmount });
}

const timer = () => screen.getByRole('timer', { name: LABEL_RECORDING_TIME });

describe('CloneAudioSource recorder', () => {
  it("counts 'mm:ss / 02:00' and hands over recording.wav when stopped", async () => {
    const onFile = await startRecording();
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(timer()).toHaveTextContent('00:00 / 02:00');

    microphone.speak(new Float32Array(48_000).fill(0.5));
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(timer()).toHaveTextContent('01:05 / 02:00');

    fireEvent.click(screen.getByRole('button', { name: LABEL_STOP_RECORDING }));
    const file = onFile.mock.calls[0]?.[0];
    expect(file?.name).toBe('recording.wav');
    expect(file?.type).toBe('audio/wav');
    // One second at 48 kHz becomes 24 000 16-bit samples after the 44-byte header.
    expect(file?.size).toBe(44 + 24_000 * 2);
    expect(microphone.track.stop).toHaveBeenCalled();
  });

  it('stops by itself at 120 seconds', async () => {
    const onFile = await startRecording();
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(timer()).toHaveTextContent('01:59 / 02:00');
    expect(onFile).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]?.[0].name).toBe('recording.wav');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(microphone.track.stop).toHaveBeenCalled();
  });

  it('releases the microphone without handing anything over when it goes away mid-recording', async () => {
    const onFile = await startRecording();
    onFile.unmount();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says so when the microphone is refused, and offers recording again', async () => {
    microphone.getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await startRecording();
    expect(screen.getByText(MSG_MICROPHONE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL_RECORD_AUDIO })).toBeEnabled();
  });
});
