import {
  API_ROUTES,
  attachedNumberResponseSchema,
  availableNumbersResponseSchema,
  connectedAccountResponseSchema,
  type ApiRoute,
  type AvailableNumbersRequest,
  type BuyNumberRequest,
  type ConnectVonageAccountRequest,
  type CreateSipAddressRequest,
  type DeleteNumberRequest,
  type ImportNumberRequest,
  type SetPrimaryEndpointRequest,
} from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
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

/** The route and body of every action but import, which may connect a Vonage account first. */
function plainRequest(action: Exclude<NumberAction, { kind: 'import' }>): { route: ApiRoute; body: unknown } {
  switch (action.kind) {
    case 'buy':
      return { route: API_ROUTES.buyNumber, body: action.request };
    case 'sip':
      return { route: API_ROUTES.createSipAddress, body: action.request };
    case 'setPrimary':
      return { route: API_ROUTES.setPrimaryEndpoint, body: action.request };
    case 'delete':
      return { route: API_ROUTES.deleteNumber, body: action.request };
  }
}

/** POST /phone-numbers/import-number, with a Vonage key and secret first exchanged for a credential id. */
async function importNumber(api: ApiFetch, { vonage, ...request }: ImportNumberInput): Promise<void> {
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
}

/**
 * Buy, import, SIP address, set primary and delete (the /phone-numbers/... routes). The agent's list is
 * live from Firestore; the available numbers and Twilio numbers caches are refreshed afterwards.
 */
export function useNumberAction(agentId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: NumberAction) => {
      if (action.kind === 'import') {
        await importNumber(api, action.request);
        return;
      }
      const { route, body } = plainRequest(action);
      await api(route.path, { method: route.method, body });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availablePhoneNumbers(agentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allTwilioNumbers }),
      ]),
  });
}
