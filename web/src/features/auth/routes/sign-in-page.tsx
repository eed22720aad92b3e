import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths, withNext } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useNextPath } from '../hooks/use-after-sign-in';
import { useSignInExit } from '../hooks/use-signed-in-redirect';

/** /sign-in */
export default function SignInPage() {
  const { redirect, afterSignIn } = useSignInExit();
  const next = useNextPath();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your phone agents."
      footer={
        <Typography variant="body2">
          New here?{' '}
          <Link component={RouterLink} to={withNext(paths.signUp, next)}>
            Create an account
          </Link>
        </Typography>
      }
    >
      <SignInForm onSignedIn={afterSignIn} />
    </AuthCard>
  );
}
