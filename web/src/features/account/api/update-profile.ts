import {
  MSG_DISPLAY_NAME_REQUIRED,
  MSG_DISPLAY_NAME_TOO_LONG,
  MSG_INVALID_PHONE_NUMBER,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,24}$/;

/** The profile form: one schema for its field errors and for what is saved. */
export const profileFormSchema = z.object({
  displayName: z.string().trim().min(1, MSG_DISPLAY_NAME_REQUIRED).max(100, MSG_DISPLAY_NAME_TOO_LONG),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), MSG_INVALID_PHONE_NUMBER)
    .transform((value) => (value === '' ? null : value)),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/**
 * Saves the display name (Auth profile and t_users) and phone number (t_users; Auth keeps phone numbers
 * for verified phone sign-in only), then refreshes the session so the top bar shows the new name.
 */
export function useUpdateProfile(uid: string) {
  const { account } = useServices();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (values: ProfileFormValues) => {
      await account.updateAuthProfile({ displayName: values.displayName });
      await account.updateUserDoc(uid, values);
      refresh();
    },
  });
}
