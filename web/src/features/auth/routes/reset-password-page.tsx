import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import {
  LABEL_BACK_TO_SIGN_IN,
  LABEL_RESET_PASSWORD_TITLE,
  MSG_RESET_PASSWORD_SUBTITLE,
} from '../../../lib/strings';

/** /reset-password */
export default function ResetPasswordPage() {
  const redirect = useSignedInRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title={LABEL_RESET_PASSWORD_TITLE}
      subtitle={MSG_RESET_PASSWORD_SUBTITLE}
      footer={
        <Link component={RouterLink} to={paths.signIn} variant="body2">
          {LABEL_BACK_TO_SIGN_IN}
        </Link>
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
