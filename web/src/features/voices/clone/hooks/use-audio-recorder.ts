import { MSG_MICROPHONE_UNAVAILABLE, recordingShouldStop } from '@parley/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { startMicrophoneCapture, type MicrophoneCapture } from '../utils/microphone-capture';

// The timer re-reads the clock four times a second, so the display and the 120 s stop are never a
// whole second late.
const TICK_MS = 250;

export type RecorderStatus = 'idle' | 'starting' | 'recording';

export interface AudioRecorder {
  status: RecorderStatus;
  /** Whole seconds recorded so far. */
  elapsedSeconds: number;
  /** Feeds the live waveform while recording. */
  analyser: AnalyserNode | null;
  /** Why the microphone could not be used, if it could not. */
  error: string | null;
  start: () => void;
  stop: () => void;
}

/**
 * Records from the microphone, stopping by itself at 120 s (RECORDING_LIMIT_SECONDS), and hands the
 * recording to `onRecorded` as recording.wav. Unmounting mid-recording releases the microphone.
 */
export function useAudioRecorder(onRecorded: (file: File) => void): AudioRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const capture = useRef<MicrophoneCapture | null>(null);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const reset = useCallback(() => {
    clearInterval(timer.current);
    capture.current = null;
    setAnalyser(null);
    setStatus('idle');
  }, []);

  const stop = useCallback(() => {
    const running = capture.current;
    if (!running) return;
    reset();
    onRecordedRef.current(running.finish());
  }, [reset]);

  const start = useCallback(() => {
    if (status !== 'idle') return;
    setError(null);
    setElapsedSeconds(0);
    setStatus('starting');
    startMicrophoneCapture().then(
      (running) => {
        // The microphone answered after the recorder went away: let it go at once.
        if (!mounted.current) {
          running.discard();
          return;
        }
        capture.current = running;
        setAnalyser(running.analyser);
        setStatus('recording');
        const startedAt = Date.now();
        timer.current = setInterval(() => {
          const elapsed = (Date.now() - startedAt) / 1000;
          setElapsedSeconds(Math.floor(elapsed));
          if (recordingShouldStop(elapsed)) stop();
        }, TICK_MS);
      },
      () => {
        setError(MSG_MICROPHONE_UNAVAILABLE);
        setStatus('idle');
      },
    );
  }, [status, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearInterval(timer.current);
      capture.current?.discard();
    };
  }, []);

  return { status, elapsedSeconds, analyser, error, start, stop };
}
