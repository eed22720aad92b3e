import { onSchedule } from 'firebase-functions/scheduler';
import { sweepExpiredCloneCandidates } from './clone-candidates';

/**
 * Every hour, discards the clones nobody chose or discarded before their candidates' lifetime ended (the
 * tab closed mid-clone), with their provider voices and audio. A Firestore TTL policy alone would leave
 * the provider voices behind, so this sweep does the whole discard.
 */
export const sweepCloneCandidates = onSchedule({ schedule: 'every 60 minutes' }, async () => {
  await sweepExpiredCloneCandidates();
});
