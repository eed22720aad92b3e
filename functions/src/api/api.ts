import { onRequest } from 'firebase-functions/https';
import { BILLING_SECRETS } from '../billing/stripe-client';
import { INTEGRATION_SECRETS } from '../integrations/integration-secrets';
import { NUMBER_SECRETS } from '../numbers/number-secrets';
import { VOICE_PROVIDER_SECRETS } from '../providers/voice-providers';
import { RUNTIME_SECRETS } from '../runtime/runtime-secrets';
import { VAPI_CLIENT_SECRETS } from '../vapi/vapi-secrets';
import { VOICE_ENGINE_SECRETS } from '../voice-engine/voice-engine-secrets';
import { createApiHandler } from './router';
import { API_ROUTE_DEFINITIONS } from './routes';

/**
 * The HTTPS function serving the spec's REST paths (/user/..., /api/..., /agent/...). Hosting rewrites
 * those prefixes to it in production; locally the web calls it through the Functions emulator. CORS is
 * open because callers authenticate with bearer tokens, never cookies; the one route without them, the
 * widget's public configuration, narrows it to the widget's allowed origins itself. The voice providers' keys are bound
 * as secrets (read at call time only), and so are the integrations' signing keys.
 */
export const api = onRequest(
  {
    cors: true,
    secrets: [
      ...VOICE_PROVIDER_SECRETS,
      ...NUMBER_SECRETS,
      ...VOICE_ENGINE_SECRETS,
      ...INTEGRATION_SECRETS,
      ...BILLING_SECRETS,
      // The language model's key: a call's end (the call-event routes) runs its post-call analysis.
      ...RUNTIME_SECRETS,
      // Vapi's key (publish syncs the agent's assistant) and the secret its server messages carry.
      ...VAPI_CLIENT_SECRETS,
    ],
    // Code blocks run in sandbox workers of up to 64 MB of QuickJS heap each, beside the router.
    memory: '1GiB',
  },
  createApiHandler(API_ROUTE_DEFINITIONS),
);
