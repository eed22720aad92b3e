import {
  addFavourite,
  removeFavourite,
  toggleFavouriteVoiceRequestSchema,
  type ToggleFavouriteVoiceResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';
import { authorize } from '../lib/authorize';
import { canSeeVoice, readVoice, voiceNotFound, voiceRef } from './voice-access';

/**
 * Callable toggleFavouriteVoice({voiceId, favourite}). In one transaction it moves the
 * voice id in or out of the caller's t_users.myVoiceIds and addedCount up or down by one (never below 0,
 * via the domain's addFavourite/removeFavourite). A request that changes nothing (already a favourite,
 * or not one) writes nothing, so retries are safe; the transaction's document locks make concurrent
 * toggles exact. Only voices the caller can see (voice-access.ts) may be favourited; removing is always
 * allowed, so a voice that became invisible can still leave the list. A VIEWER may do neither: they read
 * only, here too (the library disables the hearts for them). Bumps the voice's updatedAt so
 * clients holding the cached System bundle hear the new count.
 */
export const toggleFavouriteVoice = validatedOnCall(
  toggleFavouriteVoiceRequestSchema,
  async ({ voiceId, favourite }, { uid }): Promise<ToggleFavouriteVoiceResponse> =>
    db().runTransaction(async (tx) => {
      // A VIEWER reads only, here too: a favourite moves the voice's addedCount, which everyone sees.
      const { caller } = await authorize(tx, null, uid, { action: 'change' });
      const voice = await readVoice(voiceId, tx);
      if (!voice) throw voiceNotFound();
      if (favourite && !(await canSeeVoice(voice, caller))) throw voiceNotFound();

      const before = { myVoiceIds: caller.myVoiceIds, addedCount: voice.addedCount };
      const after = favourite ? addFavourite(before, voiceId) : removeFavourite(before, voiceId);
      if (after !== before) {
        tx.update(userRef(uid), { myVoiceIds: after.myVoiceIds });
        tx.update(voiceRef(voiceId), {
          addedCount: after.addedCount,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return { voiceId, favourite, addedCount: after.addedCount };
    }),
);
