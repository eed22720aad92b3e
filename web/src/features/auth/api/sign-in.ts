import { MSG_AUTH_INVALID_EMAIL, MSG_EMAIL_REQUIRED, MSG_PASSWORD_REQUIRED } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { finishSignIn, type SignInOutcome } from '../utils/finish-sign-in';
import { AUTH_MUTATION_KEY } from './auth-mutation-key';

export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, MSG_EMAIL_REQUIRED)
  .pipe(z.email(MSG_AUTH_INVALID_EMAIL));

export const signInFormSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, MSG_PASSWORD_REQUIRED),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** E-mail and password sign-in, then cookies and the pending invite (finishSignIn). */
export function useSignIn() {
  const services = useServices();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'sign-in'],
    mutationFn: async (form: SignInForm): Promise<SignInOutcome> => {
      const { uid } = await services.account.signInWithEmail(form.email, form.password);
      return finishSignIn(services, { uid, provision: false });
    },
  });
}
