import {
  MSG_DISPLAY_NAME_REQUIRED,
  MSG_DISPLAY_NAME_TOO_LONG,
  MSG_PASSWORD_REQUIRED,
  MSG_PASSWORD_TOO_SHORT,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { finishSignIn, type SignInOutcome } from '../utils/finish-sign-in';
import { AUTH_MUTATION_KEY } from './auth-mutation-key';
import { emailFieldSchema } from './sign-in';

export const PASSWORD_MIN_LENGTH = 8;

export const signUpFormSchema = z.object({
  displayName: z.string().trim().min(1, MSG_DISPLAY_NAME_REQUIRED).max(100, MSG_DISPLAY_NAME_TOO_LONG),
  email: emailFieldSchema,
  password: z.string().min(1, MSG_PASSWORD_REQUIRED).min(PASSWORD_MIN_LENGTH, MSG_PASSWORD_TOO_SHORT),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/**
 * Creates the account (Auth user with its display name), provisions it with POST /user/new (profile and
 * 'My Org', or the invite's organisation) and sends the verification e-mail; the welcome e-mail
 * follows once the address is verified (finishSignIn).
 */
export function useSignUp() {
  const services = useServices();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'sign-up'],
    mutationFn: async (form: SignUpForm): Promise<SignInOutcome> => {
      const { uid } = await services.account.signUpWithEmail(form);
      return finishSignIn(services, { uid, provision: true, displayName: form.displayName });
    },
  });
}
