// Where Vapi sends its server messages (status updates, transcripts, end-of-call reports...) for every
// assistant Parley creates, and how it proves they come from Vapi. The route itself is
// server-messages*.ts in this folder.
import { localApiBaseUrl } from '@parley/domain';

const REGION = 'us-central1';

/** The path of the server messages route on the `api` function. */
export const VAPI_SERVER_MESSAGES_PATH = '/vapi/server-messages';

/**
 * The header carrying VAPI_WEBHOOK_SECRET on every server message: Vapi sends an assistant's
 * `server.headers` with each request to `server.url` (the SDK's Server DTO has no `secret` field).
 */
export const VAPI_SECRET_HEADER = 'x-vapi-secret';

/** VAPI_WEBHOOK_URL when the deployment sets it (a custom domain), else the `api` function's route. */
export function vapiServerUrl(): string {
  const configured = process.env.VAPI_WEBHOOK_URL?.trim();
  if (configured) return configured;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-parley';
  const base =
    process.env.FUNCTIONS_EMULATOR === 'true'
      ? localApiBaseUrl(project, process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001', REGION)
      : `https://${REGION}-${project}.cloudfunctions.net/api`;
  return `${base}${VAPI_SERVER_MESSAGES_PATH}`;
}
