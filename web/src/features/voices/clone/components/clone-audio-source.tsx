import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CLONE_SAMPLE_MIME_PREFIX,
  LABEL_RECORD_AUDIO,
  LABEL_REMOVE_FILE,
  LABEL_UPLOAD_CLIP,
  formatBytes,
} from '@parley/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useAudioRecorder } from '../hooks/use-audio-recorder';
import { VoiceRecorder } from './voice-recorder';

interface CloneAudioSourceProps {
  file: File | null;
  /** A file was picked, dropped or recorded. */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** The file field's message, shown under the area. */
  error?: string | undefined;
  disabled: boolean;
}

/** A playable URL for the chosen file, revoked when the file changes or the preview goes away. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    // The URL is a browser resource made and revoked with the file; strict mode's double mount needs
    // both halves in one effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
    };
  }, [file]);
  return url;
}

function ChosenFile({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const url = useObjectUrl(file);
  return (
    <Stack spacing={1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {file.name} ({formatBytes(file.size)})
        </Typography>
        <IconButton aria-label={LABEL_REMOVE_FILE} onClick={onRemove} disabled={disabled} size="small">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      {url && (
        // The user's own sample has no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls src={url} aria-label={file.name} style={{ width: '100%' }} />
      )}
    </Stack>
  );
}

/**
 * Step 1's audio: an upload area (drag and drop or the file picker, audio only) and 'Record Audio';
 * once there is a file, its preview player and a remove button instead.
 */
export function CloneAudioSource({ file, onFile, onRemove, error, disabled }: CloneAudioSourceProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const recorder = useAudioRecorder(onFile);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so picking the same file again after removing it still fires a change.
    event.target.value = '';
    if (picked) onFile(picked);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  let content;
  if (file) content = <ChosenFile file={file} onRemove={onRemove} disabled={disabled} />;
  else if (recorder.status !== 'idle') content = <VoiceRecorder recorder={recorder} />;
  else {
    content = (
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <input
          ref={inputRef}
          type="file"
          accept={`${CLONE_SAMPLE_MIME_PREFIX}*`}
          aria-label={LABEL_UPLOAD_CLIP}
          onChange={onPick}
          disabled={disabled}
          hidden
        />
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            startIcon={<CloudUploadOutlined />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
            sx={{ textTransform: 'none' }}
          >
            {LABEL_UPLOAD_CLIP}
          </Button>
          <Button
            variant="outlined"
            startIcon={<MicNoneOutlined />}
            onClick={recorder.start}
            disabled={disabled}
          >
            {LABEL_RECORD_AUDIO}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Stack spacing={1}>
      {content}
      {recorder.error && <Alert severity="warning">{recorder.error}</Alert>}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
