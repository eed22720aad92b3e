import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths, withNext } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useNextPath } from '../hooks/use-after-sign-in';
import { useSignInExit } from '../hooks/use-signed-in-redirect';
import {
  LABEL_CREATE_AN_ACCOUNT,
  LABEL_SIGN_IN,
  MSG_NEW_HERE,
  MSG_SIGN_IN_SUBTITLE,
} from '../../../lib/strings';

/** /sign-in */
export default function SignInPage() {
  const { redirect, afterSignIn } = useSignInExit();
  const next = useNextPath();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title={LABEL_SIGN_IN}
      subtitle={MSG_SIGN_IN_SUBTITLE}
      footer={
        <Typography variant="body2">
          {MSG_NEW_HERE}{' '}
          <Link component={RouterLink} to={withNext(paths.signUp, next)}>
            {LABEL_CREATE_AN_ACCOUNT}
          </Link>
        </Typography>
      }
    >
      <SignInForm onSignedIn={afterSignIn} />
    </AuthCard>
  );
}
