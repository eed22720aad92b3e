/** The pieces of `request` shared by Firestore and Storage rules. */
import type { Caller } from '../firestore/api.ts';
import { fromPlainJson } from './firestore-values.ts';
import { NANOS_PER_SECOND, RMap, RTimestamp, type RValue } from './values.ts';

/** `request.auth`: `{uid, token}` for a signed-in caller, else null (docs/emulator.md#authentication). */
export function authValue(caller: Caller): RValue {
  if (caller.kind !== 'user') return null;
  return RMap.of({ uid: caller.uid, token: fromPlainJson(caller.token) });
}

export function currentTime(): RTimestamp {
  return new RTimestamp(BigInt(Date.now()) * (NANOS_PER_SECOND / 1000n));
}
