import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';

/** /reset-password */
export default function ResetPasswordPage() {
  const redirect = useSignedInRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
      footer={
        <Link component={RouterLink} to={paths.signIn} variant="body2">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
