import { API_ROUTES, connectedAccountResponseSchema, type TwilioImportForm } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/**
 * POST /phone-numbers/twilio/import-external-account ('Connect & Fetch Numbers'): the server checks the
 * credentials and imports the account's numbers into the organisation, unassigned. Refreshes the
 * Twilio numbers and every agent's available numbers, where the imported ones now show.
 */
export function useImportTwilioAccount(orgId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TwilioImportForm) => {
      const route = API_ROUTES.importTwilioExternalAccount;
      return api(route.path, {
        method: route.method,
        body: { ...form, orgId },
        schema: connectedAccountResponseSchema,
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.twilioNumbers(orgId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allAvailablePhoneNumbers }),
      ]),
  });
}
