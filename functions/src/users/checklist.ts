// The new user's onboarding checklist (t_users.newUserCheckList): each flag is set here, by the function
// whose action completes the step, never by a client (firestore.rules deny it).
import type { NewUserCheckList } from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { userRef } from '../lib/collections';

/**
 * Marks `flag` done on `uid`'s checklist, in `tx` (after its reads), so the step is recorded exactly when
 * its action commits. Setting a done flag again changes nothing, so retries are safe. The caller must
 * have read the profile in `tx` (an update of a missing profile fails the transaction).
 */
export function markChecklist(tx: Transaction, uid: string, flag: keyof NewUserCheckList): void {
  tx.update(userRef(uid), { [`newUserCheckList.${flag}`]: true });
}
