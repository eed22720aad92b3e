import { onRequest } from 'firebase-functions/https';
import { RUNTIME_SECRETS } from './runtime-secrets';

/**
 * The agent runtime's HTTPS function: OpenAI-compatible chat completions per agent
 * (`/agents/{agentId}/chat/completions`). Its handler is imported on the first request, so a cold start
 * parses only what a turn needs. No CORS: engines call it server to server.
 */
export const runtime = onRequest(
  { secrets: RUNTIME_SECRETS, memory: '512MiB', concurrency: 80 },
  async (req, res) => {
    const { handleChatCompletions } = await import('./chat-completions');
    await handleChatCompletions(req, res);
  },
);
