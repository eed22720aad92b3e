// The t_voices documents the provider routes create: clones and voices added by provider id.
import {
  CLONE_LANGUAGE_LABELS,
  COLLECTIONS,
  voiceSchema,
  type CloneLanguageCode,
  type Voice,
} from '@parley/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';

export const voiceDoc = (id?: string): DocumentReference =>
  id ? db().collection(COLLECTIONS.voices).doc(id) : db().collection(COLLECTIONS.voices).doc();

/** Voices store the language as the library's filters name it ('english'), not the code ('en'). */
export const voiceLanguage = (code: CloneLanguageCode): string => CLONE_LANGUAGE_LABELS[code].toLowerCase();

/**
 * A voice document: the Voice schema's fields (validated, defaults applied), plus server-only extras
 * (clone bookkeeping) and the timestamps every voice write sets.
 */
export function voiceDocumentData(
  voice: Omit<Voice, 'updatedAt' | 'isPublic' | 'isMultiLingualSupport' | 'accent'> &
    Partial<Pick<Voice, 'accent'>>,
  extras: Record<string, unknown> = {},
): Record<string, unknown> {
  const parsed = voiceSchema.parse({ ...voice, isPublic: false, isMultiLingualSupport: false });
  return {
    ...parsed,
    ...extras,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
