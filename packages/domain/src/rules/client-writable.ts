// Which fields a signed-in client may change directly (docs/data-model.md); the
// security rules and the web app read the same lists. Everything else is written by functions; a
// campaign (its pool above all, whose numbers must be the organisation's) has no client-written field.
import { COLLECTIONS } from '../constants';

/**
 * An agent's voice fields: users edit them, but only through the updateAgentVoice callable, which checks
 * the library's visibility and beta rules and ticks the checklist; firestore.rules deny direct writes.
 */
export const AGENT_VOICE_FIELDS = ['selectedVoiceId', 'enableMultiLingual', 'voiceEngineSettings'] as const;

export const CLIENT_WRITABLE_FIELDS = {
  [COLLECTIONS.agents]: [
    'name',
    'greeting',
    'generalSettings',
    'notificationsSettings',
    'advancedSettings',
    'analysisSettings',
    'personalityTraits',
    'conversationStyle',
    'workflowSettings',
    'phoneticDictionaries',
    'promptModules',
    'primaryPhoneNumberCustomName',
  ],
  // Workflows and FAQs have none: their routes write them (docs/workflows.md, docs/knowledge-base.md#faqs).
  // newUserCheckList is not here: functions tick each step when its action happens.
  [COLLECTIONS.users]: ['displayName', 'phoneNumber'],
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
