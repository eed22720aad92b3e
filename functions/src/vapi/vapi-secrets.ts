import { defineSecret } from 'firebase-functions/params';
import { bindableSecrets } from '../lib/secrets';

/** Parley's private Vapi API key, sent by the SDK as a bearer token. */
export const VAPI_API_KEY = defineSecret('VAPI_API_KEY');
/**
 * The secret Vapi sends back on every server message (the assistant's `server.headers`), so the server
 * messages route can tell Vapi's requests from anyone else's.
 */
export const VAPI_WEBHOOK_SECRET = defineSecret('VAPI_WEBHOOK_SECRET');

/** Bound to the functions that call Vapi (assistants, numbers, calls): they also hand Vapi the webhook secret. */
export const VAPI_CLIENT_SECRETS = bindableSecrets(VAPI_API_KEY, VAPI_WEBHOOK_SECRET);
