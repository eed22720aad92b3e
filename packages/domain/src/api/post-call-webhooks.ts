// Post-call webhooks as their receiver sees them (the headers, the signature scheme) and as the app
// edits them: the agent's URL list and the routes that show an organisation its signing secret.
// docs/integrations.md#post-call-webhooks has the design.
import { z } from 'zod';
import {
  MSG_POST_CALL_WEBHOOK_URL_INVALID,
  postCallWebhookUrlInvalidMessage,
  postCallWebhooksTooManyMessage,
} from '../messages';
import { documentIdSchema } from '../schemas/document-id';
import { CALL_EVENT_TOLERANCE_SECONDS } from './calls';

/** Names the delivery (the same on every attempt), so a receiver can drop a repeat. */
export const POST_CALL_DELIVERY_HEADER = 'x-parley-delivery';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, one v1 per secret that signs. */
export const POST_CALL_SIGNATURE_HEADER = 'x-parley-signature';
/** What a receiver should refuse: a timestamp further than this from its clock (a replay). */
export const POST_CALL_SIGNATURE_TOLERANCE_SECONDS = CALL_EVENT_TOLERANCE_SECONDS;
/**
 * After a rotation the old secret signs beside the new one for this long (two v1 entries), so a
 * receiver can switch without refusing a delivery in between.
 */
export const POST_CALL_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
/** URLs one agent may post its calls to. */
export const MAX_POST_CALL_WEBHOOKS = 10;
const MAX_URL_LENGTH = 2048;

const webhookUrlSchema = z.url({ protocol: /^https?$/ }).max(MAX_URL_LENGTH);

/** The URLs of the form's text: one a line, trimmed, blank lines and repeats dropped. */
export function postCallWebhookUrls(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean);
}

/**
 * The agent's post-call webhooks form: the URLs as text, one a line (the stored list is
 * `postCallWebhookUrls` of it). Each must be an http(s) URL; the outbound guard still decides, at
 * send time, which addresses it may reach.
 */
export const postCallWebhooksFormSchema = z.object({
  urls: z
    .string()
    .transform((text) => postCallWebhookUrls(text).join('\n'))
    .superRefine((text, context) => {
      const urls = postCallWebhookUrls(text);
      if (urls.length > MAX_POST_CALL_WEBHOOKS) {
        context.addIssue({ code: 'custom', message: postCallWebhooksTooManyMessage(MAX_POST_CALL_WEBHOOKS) });
        return;
      }
      const wrong = urls.find((url) => !webhookUrlSchema.safeParse(url).success);
      if (wrong !== undefined) {
        context.addIssue({
          code: 'custom',
          message:
            wrong.length > 80 ? MSG_POST_CALL_WEBHOOK_URL_INVALID : postCallWebhookUrlInvalidMessage(wrong),
        });
      }
    }),
});
export type PostCallWebhooksFormValues = z.infer<typeof postCallWebhooksFormSchema>;

/** POST /integrations/post-call-webhooks/signing-secret and …/rotate-signing-secret: the organisation. */
export const postCallSigningSecretRequestSchema = z.object({ orgId: documentIdSchema });
export type PostCallSigningSecretRequest = z.infer<typeof postCallSigningSecretRequestSchema>;

export const postCallSigningSecretResponseSchema = z.object({
  orgId: z.string(),
  /** The key of HMAC-SHA256, as the text a receiver configures (hex). */
  secret: z.string(),
  /** When it was last rotated (epoch ms); null when never. */
  rotatedAt: z.number().nullable(),
  /** Until when the previous secret still signs beside this one (epoch ms); null when none does. */
  previousSignsUntil: z.number().nullable(),
});
export type PostCallSigningSecretResponse = z.infer<typeof postCallSigningSecretResponseSchema>;
