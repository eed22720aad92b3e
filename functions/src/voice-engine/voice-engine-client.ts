import { voiceEngineCacheClearFailed, voiceEngineNotConfigured } from '../lib/logs';
import { secretValue } from '../lib/secrets';
import { VOICE_ENGINE_API_KEY } from './voice-engine-secrets';

const TIMEOUT_MS = 5_000;

/** The voice engine's base URL (VOICE_ENGINE_URL); the local stack points it at the fake server. */
function baseUrl(): string | null {
  const url = process.env.VOICE_ENGINE_URL?.trim();
  return url ? url.replace(/\/+$/, '') : null;
}

function authHeaders(): Record<string, string> {
  const key = secretValue(VOICE_ENGINE_API_KEY);
  return key ? { authorization: `Bearer ${key}` } : {};
}

/**
 * Asks the voice engine to drop its cached copy of an agent (`DELETE {VOICE_ENGINE_URL}/agents/{id}/cache`),
 * so the next call uses the edited agent. Clearing fails silently after logging:
 * resolves true when the engine confirmed, false otherwise, and never throws.
 */
export async function clearAgentCache(agentId: string): Promise<boolean> {
  const url = baseUrl();
  if (!url) {
    voiceEngineNotConfigured(agentId);
    return false;
  }
  try {
    const response = await fetch(`${url}/agents/${encodeURIComponent(agentId)}/cache`, {
      method: 'DELETE',
      headers: authHeaders(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return true;
  } catch (error) {
    voiceEngineCacheClearFailed(agentId, error);
    return false;
  }
}

/** One outbound call for the voice engine to place. */
export interface OutboundCallRequest {
  /** Our call id (the t_calls document id); sent as the Idempotency-Key, so a re-send places no second call. */
  callId: string;
  agentId: string;
  workflowId: string | null;
  from: string;
  to: string;
  variables: Readonly<Record<string, string>>;
  /** Where the engine reports the call's end (POST /outbound/webhooks/call-ended); null: not reported. */
  webhookUrl: string | null;
}

/** The engine refused the call or could not be reached; `status` is its HTTP status (0 when none). */
export class VoiceEngineError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'VoiceEngineError';
  }
}

/** Where the engine should post call-ended events for this deployment (VOICE_ENGINE_WEBHOOK_URL). */
export function callEndedWebhookUrl(): string | null {
  return process.env.VOICE_ENGINE_WEBHOOK_URL?.trim() || null;
}

/**
 * Asks the voice engine to place an outbound call (`POST {VOICE_ENGINE_URL}/calls/outbound`, header
 * Idempotency-Key = callId). Resolves once the engine accepted it (a duplicate of an accepted call is
 * accepted again without a second call); throws VoiceEngineError otherwise.
 */
export async function startOutboundCall(request: OutboundCallRequest): Promise<void> {
  const url = baseUrl();
  if (!url) throw new VoiceEngineError('VOICE_ENGINE_URL is not set', 0);
  let response: Response;
  try {
    response = await fetch(`${url}/calls/outbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': request.callId, ...authHeaders() },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new VoiceEngineError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!response.ok)
    throw new VoiceEngineError(`Voice engine answered HTTP ${String(response.status)}`, response.status);
}
