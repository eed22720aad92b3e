import {
  API_ROUTES,
  apiPath,
  testChatResponseSchema,
  type TestChatRequest,
  type TestChatResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** One Test chat request: every caller line so far (the new one last) and the conversation to continue. */
export type TestChatInput = Omit<TestChatRequest, 'agentId'>;

/**
 * Test chat with an agent (POST /agent/{agentId}/test-chat, docs/runtime.md): `mutate(input)` runs the
 * caller's lines and answers the turns and the conversation's state. `agentId` is the edit target (the
 * draft under version control). A mutation: every turn is an action, nothing here is worth caching.
 */
export function useTestChat(agentId: string) {
  const { api } = useServices();
  const route = API_ROUTES.testChat;
  return useMutation<TestChatResponse, Error, TestChatInput>({
    mutationFn: (input) =>
      api(apiPath(route, { agentId }), {
        method: route.method,
        body: { agentId, ...input },
        schema: testChatResponseSchema,
      }),
  });
}
