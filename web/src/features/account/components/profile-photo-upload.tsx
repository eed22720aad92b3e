import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MSG_PROFILE_PHOTO_UPDATED,
  MSG_PROFILE_PHOTO_UPLOAD_FAILED,
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_MIME_TYPES,
} from '@parley/domain';
import { useId, type ChangeEvent } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { UserAvatar } from '../../../components/user-avatar';
import type { SessionUser } from '../../../lib/session';
import { LABEL_UPLOADING, LABEL_UPLOAD_PHOTO, LABEL_UPLOAD_PROGRESS } from '../../../lib/strings';
import { ProfilePhotoRejected, useUploadProfilePhoto } from '../api/upload-profile-photo';

// The picker offers what the checks accept; the checks still run, since a picker filter is only a hint.
const ACCEPT = [...PROFILE_PHOTO_MIME_TYPES, ...PROFILE_PHOTO_EXTENSIONS].join(',');

/** The profile photo with an upload button; a refused file says why, before anything is uploaded. */
export function ProfilePhotoUpload({ user }: { user: SessionUser }) {
  const upload = useUploadProfilePhoto(user.uid);
  const notify = useNotify();
  const inputId = useId();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        notify(MSG_PROFILE_PHOTO_UPDATED, { severity: 'success' });
      },
    });
  };
  const error = upload.error;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <UserAvatar user={user} size={96} />
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={onChange}
            disabled={upload.isPending}
            aria-describedby={hintId}
            style={{ display: 'none' }}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<CloudUploadOutlined />}
            disabled={upload.isPending}
          >
            {upload.isPending ? LABEL_UPLOADING : LABEL_UPLOAD_PHOTO}
          </Button>
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary">
          PNG or JPEG, up to 10MB.
        </Typography>
        {upload.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={LABEL_UPLOAD_PROGRESS}
          />
        )}
        {error && (
          <Alert severity="error">
            {error instanceof ProfilePhotoRejected ? error.message : MSG_PROFILE_PHOTO_UPLOAD_FAILED}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
