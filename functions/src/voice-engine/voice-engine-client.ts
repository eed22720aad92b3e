import { voiceEngineCacheClearFailed, voiceEngineNotConfigured } from '../lib/logs';

const TIMEOUT_MS = 5_000;

/** The voice engine's base URL (VOICE_ENGINE_URL); the local stack points it at the fake server. */
function baseUrl(): string | null {
  const url = process.env.VOICE_ENGINE_URL?.trim();
  return url ? url.replace(/\/+$/, '') : null;
}

/**
 * Asks the voice engine to drop its cached copy of an agent (`DELETE {VOICE_ENGINE_URL}/agents/{id}/cache`),
 * so the next call uses the edited agent. Clearing fails silently after logging (platform-core §8):
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
      headers: process.env.VOICE_ENGINE_API_KEY
        ? { authorization: `Bearer ${process.env.VOICE_ENGINE_API_KEY}` }
        : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return true;
  } catch (error) {
    voiceEngineCacheClearFailed(agentId, error);
    return false;
  }
}
