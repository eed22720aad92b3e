// Where voice engines reach an agent's chat-completions endpoint: RUNTIME_BASE_URL when the deployment
// sets it (a custom domain), else the `runtime` function's own URL in this project and region.
import { localApiBaseUrl } from '@parley/domain';

const REGION = 'us-central1';

export function runtimeBaseUrl(): string {
  const configured = process.env.RUNTIME_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-parley';
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return localApiBaseUrl(
      project,
      process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
      REGION,
      'runtime',
    );
  }
  return `https://${REGION}-${project}.cloudfunctions.net/runtime`;
}

/** The base URL an OpenAI client is given for `agentId` (it appends /chat/completions). */
export function runtimeEndpointUrl(agentId: string): string {
  return `${runtimeBaseUrl()}/agents/${encodeURIComponent(agentId)}`;
}
