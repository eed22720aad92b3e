// Which fields a signed-in client may change directly (docs/data-model.md); the
// security rules and the web app read the same lists. Everything else is written by functions.
import { COLLECTIONS } from '../constants';

export const CLIENT_WRITABLE_FIELDS = {
  [COLLECTIONS.agents]: [
    'name',
    'greeting',
    'selectedVoiceId',
    'enableMultiLingual',
    'generalSettings',
    'voiceEngineSettings',
    'notificationsSettings',
    'advancedSettings',
    'personalityTraits',
    'conversationStyle',
    'workflowSettings',
    'phoneticDictionaries',
    'primaryPhoneNumberCustomName',
  ],
  [COLLECTIONS.workflows]: ['name', 'contentJSON', 'status'],
  [COLLECTIONS.campaigns]: ['name', 'routingType', 'phoneNumbers', 'schedule'],
  [COLLECTIONS.faqs]: ['question', 'answer'],
  [COLLECTIONS.users]: ['displayName', 'phoneNumber', 'newUserCheckList'],
} as const satisfies Partial<Record<string, readonly string[]>>;

export type ClientWritableCollection = keyof typeof CLIENT_WRITABLE_FIELDS;

/** The changed fields a client is not allowed to write in this collection (empty when the write is fine). */
export function clientWriteViolations(
  collection: ClientWritableCollection,
  changedFields: readonly string[],
): string[] {
  const allowed: readonly string[] = CLIENT_WRITABLE_FIELDS[collection];
  return changedFields.filter((field) => !allowed.includes(field));
}
