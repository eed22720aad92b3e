import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths, withNext } from '../../../lib/paths';
import { readPendingInvite } from '../../../lib/pending-invite';
import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';
import { useNextPath } from '../hooks/use-after-sign-in';
import { useSignInExit } from '../hooks/use-signed-in-redirect';
import {
  LABEL_SIGN_IN,
  LABEL_SIGN_UP_TITLE,
  MSG_ALREADY_HAVE_ACCOUNT,
  MSG_INVITED_SIGN_UP,
  MSG_SIGN_UP_SUBTITLE,
} from '../../../lib/strings';

/** /sign-up */
export default function SignUpPage() {
  const { redirect, afterSignIn } = useSignInExit();
  const next = useNextPath();
  const [invited] = useState(() => readPendingInvite() !== null);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title={LABEL_SIGN_UP_TITLE}
      subtitle={MSG_SIGN_UP_SUBTITLE}
      footer={
        <Typography variant="body2">
          {MSG_ALREADY_HAVE_ACCOUNT}{' '}
          <Link component={RouterLink} to={withNext(paths.signIn, next)}>
            {LABEL_SIGN_IN}
          </Link>
        </Typography>
      }
    >
      {invited && <Alert severity="info">{MSG_INVITED_SIGN_UP}</Alert>}
      <SignUpForm onSignedUp={afterSignIn} />
    </AuthCard>
  );
}
