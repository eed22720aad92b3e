import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_CHOOSE_VOICE,
  LABEL_CUSTOMIZE_VOICE,
  LABEL_LOADING_VOICES,
  LABEL_NO_VOICE_SELECTED,
  voiceTags,
  type Voice,
} from '@parley/domain';
import { VoiceAvatar } from './voice-avatar';
import type { VoiceListState } from './voice-library-dialog';
import { VoiceTagList } from './voice-tag-list';

interface VoiceSummaryProps {
  status: VoiceListState['status'];
  error?: Error | undefined;
  /** The agent's selected voice; null when none is selected or it is no longer listed. */
  voice: Voice | null;
  onChoose: () => void;
  onCustomize: (voice: Voice) => void;
}

/** The agent page's Voice section: the current voice, 'Choose voice' and customize. */
export function VoiceSummary({ status, error, voice, onChoose, onCustomize }: VoiceSummaryProps) {
  return (
    <Stack spacing={2}>
      {status === 'loading' && (
        <Stack direction="row" spacing={2} role="status" aria-label={LABEL_LOADING_VOICES}>
          <Skeleton variant="circular" width={48} height={48} />
          <Skeleton variant="text" width={200} />
        </Stack>
      )}
      {status === 'error' && (
        <Alert severity="error" role="alert">
          {error?.message}
        </Alert>
      )}
      {status === 'ready' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {voice && <VoiceAvatar ttsId={voice.ttsId} size={48} />}
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1">{voice?.name ?? LABEL_NO_VOICE_SELECTED}</Typography>
            {voice && <VoiceTagList tags={voiceTags(voice)} />}
          </Stack>
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onChoose} disabled={status === 'loading'}>
          {LABEL_CHOOSE_VOICE}
        </Button>
        {voice && (
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            onClick={() => {
              onCustomize(voice);
            }}
          >
            {LABEL_CUSTOMIZE_VOICE}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
