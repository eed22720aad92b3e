import { z } from 'zod';

/** The invite a signed-out visitor followed, kept in the browser until they sign in. */
export const pendingInviteSchema = z.object({
  token: z.string().min(1),
  /** Where the invite came from: a private e-mail invite or a public org link. */
  source: z.string().min(1),
  originalUrl: z.string(),
  /** Epoch milliseconds when it was stored. */
  timestamp: z.number().int().nonnegative(),
  /** Epoch milliseconds after which it is discarded. */
  expiresAt: z.number().int().nonnegative(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
