import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** Signs out and forgets every cached API answer, so the next person sees nothing of the last. */
export function useSignOut() {
  const { account } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await account.signOut();
      queryClient.clear();
    },
  });
}
