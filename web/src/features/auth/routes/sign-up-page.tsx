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

/** /sign-up */
export default function SignUpPage() {
  const { redirect, afterSignIn } = useSignInExit();
  const next = useNextPath();
  const [invited] = useState(() => readPendingInvite() !== null);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Build AI phone agents that answer and place calls for your business."
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={withNext(paths.signIn, next)}>
            Sign in
          </Link>
        </Typography>
      }
    >
      {invited && (
        <Alert severity="info">
          You have been invited to an organization. Create your account (or sign in) to join it.
        </Alert>
      )}
      <SignUpForm onSignedUp={afterSignIn} />
    </AuthCard>
  );
}
