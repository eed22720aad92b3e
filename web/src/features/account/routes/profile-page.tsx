import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { causeMessage, PRODUCT_NAME } from '@parley/domain';
import { useSignedInUser } from '../../../lib/session';
import {
  LABEL_LOADING_PROFILE,
  LABEL_PROFILE,
  LABEL_PROFILE_DETAILS,
  LABEL_PROFILE_PHOTO,
} from '../../../lib/strings';
import { useUserProfile } from '../../../lib/use-user-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhotoUpload } from '../components/profile-photo-upload';

/** /profile: photo, name and phone number. */
export default function ProfilePage() {
  const user = useSignedInUser();
  const userDoc = useUserProfile(user.uid);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{`${LABEL_PROFILE} · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1">{LABEL_PROFILE}</Typography>
      <Paper
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        aria-label={LABEL_PROFILE_PHOTO}
      >
        <ProfilePhotoUpload user={user} />
      </Paper>
      <Paper
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        aria-label={LABEL_PROFILE_DETAILS}
      >
        {userDoc.status === 'loading' && (
          <Skeleton variant="rounded" height={200} aria-label={LABEL_LOADING_PROFILE} />
        )}
        {userDoc.status === 'error' && <Alert severity="error">{causeMessage(userDoc.error)}</Alert>}
        {userDoc.status === 'success' && (
          <ProfileForm
            uid={user.uid}
            email={user.email}
            initialValues={{
              displayName: userDoc.data?.displayName ?? user.displayName ?? '',
              phoneNumber: userDoc.data?.phoneNumber ?? '',
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}
