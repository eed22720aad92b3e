import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { AUTH_MUTATION_KEY } from './auth-mutation-key';
import { emailFieldSchema } from './sign-in';

export const resetPasswordFormSchema = z.object({ email: emailFieldSchema });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Sends Firebase's password reset e-mail. */
export function useResetPassword() {
  const { account } = useServices();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'reset-password'],
    mutationFn: async (form: ResetPasswordForm) => {
      try {
        await account.sendPasswordReset(form.email);
      } catch (error) {
        // Whether an address has an account is nobody's business: an unknown one "succeeds" too.
        if (typeof error === 'object' && error && 'code' in error && error.code === 'auth/user-not-found')
          return;
        throw error;
      }
    },
  });
}
