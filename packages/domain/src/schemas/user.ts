import { z } from 'zod';
import { planSchema, roleSchema, subscriptionStatusSchema } from '../enums';
import { idListSchema } from './common';

/** The four onboarding steps; a new user has none done. */
export const newUserCheckListSchema = z.object({
  hasChosenVoice: z.boolean().default(false),
  hasAddedKnowledgeBase: z.boolean().default(false),
  hasAddedWorkflow: z.boolean().default(false),
  hasAddedPhoneNumber: z.boolean().default(false),
});
export type NewUserCheckList = z.infer<typeof newUserCheckListSchema>;

/** A Stripe subscription line: credits are the sum of each price's amount times quantity. */
export const subscriptionItemSchema = z.object({
  priceId: z.string().min(1),
  quantity: z.number().int().nonnegative().default(1),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

/** t_users. */
export const userSchema = z.object({
  uid: z.string().min(1),
  role: roleSchema.default('USER'),
  plan: planSchema.default('FREE'),
  apiKey: z.string().default(''),
  phoneNumber: z.string().nullable().default(null),
  agentIds: idListSchema,
  orgIds: idListSchema,
  isNewUser: z.boolean().default(true),
  displayName: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  newUserCheckList: newUserCheckListSchema.prefault({}),
  myVoiceIds: idListSchema,
  enableBetaVoices: z.boolean().default(false),
  stripeSubscriptionStatus: subscriptionStatusSchema.nullable().default(null),
  stripeCustomerId: z.string().nullable().default(null),
  stripeSubscriptionId: z.string().nullable().default(null),
  /** When Stripe created that subscription and when the event last applied to it was created (epoch s). */
  stripeSubscriptionCreatedAt: z.number().nullable().default(null),
  stripeSubscriptionObservedAt: z.number().nullable().default(null),
  /** When that subscription renews (or, set to cancel, ends), epoch s: the Billing page's renewal date. */
  stripeCurrentPeriodEnd: z.number().nullable().default(null),
  subscriptionItems: z.array(subscriptionItemSchema).default([]),
});
export type User = z.infer<typeof userSchema>;
