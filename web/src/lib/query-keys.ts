// Query keys shared across features: an action in one feature refreshes what another shows (the spec's
// "cache refresh after actions": twilio-numbers, campaign-phone-numbers, available-phone-numbers).

export const queryKeys = {
  /** GET /public/phone-numbers/agents/{agentId}/available. */
  availablePhoneNumbers: (agentId: string) => ['available-phone-numbers', agentId] as const,
  /** Every agent's available numbers, for invalidation after an org-wide change (Twilio import). */
  allAvailablePhoneNumbers: ['available-phone-numbers'] as const,
  /** POST /phone-numbers/twilio/list-numbers. */
  twilioNumbers: (orgId: string) => ['twilio-numbers', orgId] as const,
  /** Every organisation's Twilio numbers, for invalidation after a number changes. */
  allTwilioNumbers: ['twilio-numbers'] as const,
  /** A campaign's number pool as the server answers it (GET /public/campaigns/{id}). */
  campaignPhoneNumbers: (campaignId: string) => ['campaign-phone-numbers', campaignId] as const,
  /** POST /phone-numbers/available-numbers: numbers for sale. */
  numbersForSale: (countryCode: string, areaCode: string) =>
    ['numbers-for-sale', countryCode, areaCode] as const,
} as const;
