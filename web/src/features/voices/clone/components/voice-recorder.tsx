import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_RECORD_AUDIO,
  LABEL_RECORDING_TIME,
  LABEL_STOP_RECORDING,
  recordingTimerLabel,
} from '@parley/domain';
import type { AudioRecorder } from '../hooks/use-audio-recorder';
import { RecordingWaveform } from './recording-waveform';

/** The running recorder: live waveform, 'mm:ss / 02:00' and the stop button. */
export function VoiceRecorder({ recorder }: { recorder: AudioRecorder }) {
  if (recorder.status === 'starting') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={20} aria-label={LABEL_RECORD_AUDIO} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <RecordingWaveform analyser={recorder.analyser} />
      <Typography
        role="timer"
        aria-label={LABEL_RECORDING_TIME}
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {recordingTimerLabel(recorder.elapsedSeconds)}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<StopCircleOutlined />} onClick={recorder.stop}>
        {LABEL_STOP_RECORDING}
      </Button>
    </Stack>
  );
}
