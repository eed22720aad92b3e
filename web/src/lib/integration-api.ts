// The integration routes every "test this request" button uses (workflow nodes, custom actions): the
// customer token, then send-request through the server's outbound guard (docs/integrations.md). Here in
// lib, not in a feature, because features never import each other and several need the same call.
import {
  API_ROUTES,
  CUSTOMER_TOKEN_HEADER,
  CUSTOMER_TOKEN_TTL_MS,
  getCustomerTokenResponseSchema,
  sendRequestRequestSchema,
  sendRequestResponseSchema,
  type SendRequestRequest,
  type SendRequestResponse,
} from '@parley/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFetch } from './api-client';
import { useServices } from './services';

/** A token is fetched again a minute before it expires, so a click never sends one about to lapse. */
const TOKEN_STALE_MS = CUSTOMER_TOKEN_TTL_MS - 60_000;

/** The signed, short-lived grant send-request and execute-code verify, cached per agent while it lasts. */
export function customerToken(queryClient: QueryClient, api: ApiFetch, agentId: string): Promise<string> {
  return queryClient.query({
    queryKey: ['customer-token', agentId] as const,
    queryFn: async () => {
      const answer = await api(API_ROUTES.getCustomerToken.path, {
        method: API_ROUTES.getCustomerToken.method,
        body: { agentId },
        schema: getCustomerTokenResponseSchema,
      });
      return answer.token;
    },
    staleTime: TOKEN_STALE_MS,
  });
}

/**
 * Calls an integration route with the agent's customer token in its header (fetched or reused): the
 * one way the web calls send-request and execute-code.
 */
export function useWithCustomerToken() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (agentId: string) => ({
      api,
      headers: { [CUSTOMER_TOKEN_HEADER]: await customerToken(queryClient, api, agentId) },
    }),
    [api, queryClient],
  );
}

/**
 * POST /integrations/send-request for one agent: status, headers, body and timing of the answer, or a
 * HelperError ('Failed to send request', its `details.detail` saying why the guard refused).
 */
export function useSendRequest(agentId: string) {
  const withToken = useWithCustomerToken();
  return useMutation<SendRequestResponse, Error, SendRequestRequest>({
    mutationFn: async (request) => {
      const { api, headers } = await withToken(agentId);
      return api(API_ROUTES.sendRequest.path, {
        method: API_ROUTES.sendRequest.method,
        body: sendRequestRequestSchema.parse(request),
        headers,
        schema: sendRequestResponseSchema,
      });
    },
  });
}
