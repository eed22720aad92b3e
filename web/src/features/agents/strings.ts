// The agents feature's own words for post-call webhooks and their signing secret (the spec fixes
// none of these); the header names and limits are the domain's. docs/integrations.md#post-call-webhooks.
import {
  MAX_POST_CALL_WEBHOOKS,
  POST_CALL_DELIVERY_HEADER,
  POST_CALL_SECRET_GRACE_MS,
  POST_CALL_SIGNATURE_HEADER,
  POST_CALL_SIGNATURE_TOLERANCE_SECONDS,
} from '@parley/domain';

export const LABEL_POST_CALL_WEBHOOKS_SECTION = 'Post-call webhooks';
export const MSG_POST_CALL_WEBHOOKS_SECTION =
  'When a call ends, each URL receives one signed POST of the call (JSON), retried later if it fails.';
export const LABEL_POST_CALL_WEBHOOK_URLS = 'Webhook URLs';
export const MSG_POST_CALL_WEBHOOK_URLS_HINT = `One http(s) URL a line, at most ${String(MAX_POST_CALL_WEBHOOKS)}.`;

export const LABEL_SIGNING_SECRET = 'Signing secret';
export const LABEL_SIGNING_SECRET_HIDDEN = 'Hidden';
export const LABEL_REVEAL_SECRET = 'Reveal secret';
export const LABEL_HIDE_SECRET = 'Hide';
export const LABEL_COPY_SECRET = 'Copy';
export const MSG_SECRET_COPIED = 'Signing secret copied';
export const LABEL_ROTATE_SECRET = 'Rotate secret';
export const LABEL_ROTATE_SECRET_CONFIRM = 'Rotate the signing secret?';
export const MSG_ROTATE_SECRET_CONFIRM =
  'Deliveries will be signed with a new secret. The current one keeps signing beside it for ' +
  `${String(POST_CALL_SECRET_GRACE_MS / 3_600_000)} hours: ` +
  'give your receivers the new secret before then.';
export const MSG_SECRET_ROTATED = 'Signing secret rotated';
export const MSG_SIGNING_SECRET_SCOPE =
  'One secret for every agent of this organisation. Only its owner and admins can see or rotate it.';
export const previousSecretMessage = (until: string) =>
  `The previous secret also signs deliveries until ${until}.`;
export const LABEL_VERIFY_SIGNATURE = 'How to verify a delivery';
export const MSG_VERIFY_SIGNATURE = [
  `Each delivery has the header ${POST_CALL_SIGNATURE_HEADER}: t=<unix seconds>,v1=<signature>.`,
  'Compute HMAC-SHA256 with this secret over "<t>.<raw request body>", hex-encoded, and compare it in',
  'constant time with each v1 (during a rotation there are two).',
  `Refuse a t more than ${String(POST_CALL_SIGNATURE_TOLERANCE_SECONDS / 60)} minutes from your clock.`,
  `${POST_CALL_DELIVERY_HEADER} names the delivery and stays the same on every retry: drop repeats by it.`,
].join(' ');

// ---- the agent's runtime endpoint for voice engines (docs/runtime.md#connecting-an-engine) -------------
export const LABEL_RUNTIME_SECTION = 'Connect a voice engine';
export const MSG_RUNTIME_SECTION =
  'Any voice engine that takes a custom OpenAI-compatible LLM (Vapi, ElevenLabs, Pipecat, LiveKit) can run ' +
  'this agent: give it the endpoint below as its base URL and the runtime secret as its API key.';
export const LABEL_RUNTIME_ENDPOINT = 'Endpoint (OpenAI base URL)';
export const LABEL_RUNTIME_SECRET = 'Runtime secret';
export const LABEL_REVEAL_RUNTIME_SECRET = 'Show endpoint and secret';
export const LABEL_ROTATE_RUNTIME_SECRET_CONFIRM = 'Rotate the runtime secret?';
export const MSG_ROTATE_RUNTIME_SECRET_CONFIRM =
  'Engines using the current secret stop reaching this agent within seconds. Give them the new one.';
export const MSG_RUNTIME_SECRET_ROTATED = 'Runtime secret rotated';
export const MSG_RUNTIME_SECRET_COPIED = 'Runtime secret copied';
