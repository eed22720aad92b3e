import {
  API_ROUTES,
  attachedNumberResponseSchema,
  availableNumbersResponseSchema,
  connectedAccountResponseSchema,
  type AvailableNumbersRequest,
  type BuyNumberRequest,
  type ConnectVonageAccountRequest,
  type CreateSipAddressRequest,
  type DeleteNumberRequest,
  type ImportNumberRequest,
  type SetPrimaryEndpointRequest,
} from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/** POST /phone-numbers/available-numbers: numbers for sale in a country and area code. */
export function useSearchNumbersForSale() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (input: AvailableNumbersRequest) => {
      const route = API_ROUTES.availableNumbers;
      const answer = await api(route.path, {
        method: route.method,
        body: input,
        schema: availableNumbersResponseSchema,
      });
      return answer.numbers;
    },
  });
}

/** What a number action sends; the Vonage import first connects the account for a credential id. */
export type NumberAction =
  | { kind: 'buy'; request: BuyNumberRequest }
  | { kind: 'import'; request: ImportNumberInput }
  | { kind: 'sip'; request: CreateSipAddressRequest }
  | { kind: 'setPrimary'; request: SetPrimaryEndpointRequest }
  | { kind: 'delete'; request: DeleteNumberRequest };

/** An import as the dialog gives it: Twilio credentials, or a Vonage key and secret to connect first. */
export type ImportNumberInput = Pick<
  ImportNumberRequest,
  | 'agentId'
  | 'provider'
  | 'countryCode'
  | 'phoneNumber'
  | 'twilioAccountSid'
  | 'twilioAuthToken'
  | 'isSecondary'
> & { vonage?: ConnectVonageAccountRequest };

/**
 * Buy, import, SIP address, set primary and delete (the /phone-numbers/... routes). The agent's list is
 * live from Firestore; the available numbers and Twilio numbers caches are refreshed afterwards.
 */
export function useNumberAction(agentId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: NumberAction) => {
      switch (action.kind) {
        case 'buy': {
          const route = API_ROUTES.buyNumber;
          await api(route.path, {
            method: route.method,
            body: action.request,
            schema: attachedNumberResponseSchema,
          });
          return;
        }
        case 'import': {
          const { vonage, ...request } = action.request;
          let vonageCredentialId: string | undefined;
          if (vonage) {
            const connect = API_ROUTES.connectVonageAccount;
            const account = await api(connect.path, {
              method: connect.method,
              body: vonage,
              schema: connectedAccountResponseSchema,
            });
            vonageCredentialId = account.accountId;
          }
          const route = API_ROUTES.importNumber;
          await api(route.path, {
            method: route.method,
            body: { ...request, ...(vonageCredentialId ? { vonageCredentialId } : {}) },
            schema: attachedNumberResponseSchema,
          });
          return;
        }
        case 'sip': {
          const route = API_ROUTES.createSipAddress;
          await api(route.path, {
            method: route.method,
            body: action.request,
            schema: attachedNumberResponseSchema,
          });
          return;
        }
        case 'setPrimary': {
          const route = API_ROUTES.setPrimaryEndpoint;
          await api(route.path, { method: route.method, body: action.request });
          return;
        }
        case 'delete': {
          const route = API_ROUTES.deleteNumber;
          await api(route.path, { method: route.method, body: action.request });
          return;
        }
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availablePhoneNumbers(agentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allTwilioNumbers }),
      ]),
  });
}
